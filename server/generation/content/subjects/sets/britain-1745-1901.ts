import type { QuotedSource } from '../../../types.ts';
import type { SubjectSet } from '../types.ts';

const SOURCES = {
  parliament: 'UK Parliament, Living Heritage: “Reform Acts”, “Chartists”, “The 1833 Factory Act” and “Abolition of the slave trade and slavery” (parliament.uk).',
  lbs: 'Centre for the Study of the Legacies of British Slavery, University College London: slave-owner compensation under the 1833 Act (ucl.ac.uk/lbs).',
  crafts: 'Crafts, N. F. R. (1985). British Economic Growth during the Industrial Revolution. Clarendon Press.',
  humphries: 'Humphries, J. (2010). Childhood and Child Labour in the British Industrial Revolution. Cambridge University Press.',
  darwin: 'Darwin, J. (2012). Unfinished Empire: The Global Expansion of Britain. Allen Lane.',
  macaulay: 'Macaulay, T. B. (2 February 1835). Minute on Indian Education (public domain).',
  odnb: 'Oxford Dictionary of National Biography: James Watt; Richard Arkwright; Queen Victoria.',
  census: 'Census of Great Britain, 1851: population tables (England and Wales: more people in towns than in the countryside for the first time).',
};

/** Source A: Macaulay's minute, quoted as printed in the public-domain edition; the purpose and usefulness are the worked example's. */
const MACAULAY: QuotedSource = {
  title: 'Source A',
  text: 'We must at present do our best to form a class who may be interpreters between us and the millions whom we govern; a class of persons, Indian in blood and colour, but English in taste, in opinions, in morals, and in intellect.',
  author: 'Thomas Babington Macaulay, a senior British official on the Governor-General’s council in India',
  date: '2 February 1835',
  purpose: 'To persuade the Governor-General to spend the government’s education money on teaching in English rather than in Indian languages.',
  enquiry: 'British attitudes to Indian culture',
  usefulFor: 'The attitude of powerful British officials to Indian culture, and the reasoning behind the policy of English-language education that followed in 1835.',
  limits: 'It is one official’s argument, written to persuade, and gives no Indian view or the views of all British people.',
  citation: SOURCES.macaulay,
};

const TEXT = `Between 1745 and 1901 Britain changed faster than ever before. In 1745 most people lived in villages or small towns, and farming was the most common work. Power belonged to the monarch, the landowners and a small number of men who could vote.

New machines changed how goods were made. Richard Arkwright opened a water-powered cotton mill at Cromford in 1771, and James Watt's improved steam engine (patented in 1769) let factories be built far from rivers. Railways followed: the Liverpool and Manchester Railway opened in 1830. By 1851 more people in England and Wales lived in towns than in the countryside. Factory work was hard and dangerous, and many children worked long hours until laws such as the 1833 Factory Act began to limit their work.

New ideas challenged old power. After the French Revolution of 1789, radicals demanded the vote for ordinary men. At Peterloo in Manchester in 1819, soldiers charged a peaceful crowd calling for reform, and at least 15 people died. The Reform Acts of 1832, 1867 and 1884 slowly gave more men the vote, but no women could vote in national elections before 1918.

Britain also built a vast empire. It lost its American colonies in the war that ended in 1783 but gained power in India, Africa and elsewhere. The slave trade was abolished in 1807 and slavery in most of the empire in 1833, yet the government paid £20 million in compensation to slave-owners, not to the people who had been enslaved. When Queen Victoria died in 1901, Britain ruled about a quarter of the world's people.`;

/** KS3 history: "Ideas, political power, industry and empire: Britain, 1745-1901" (England, 2014). */
export const britain1745to1901: SubjectSet = {
  id: 'britain-1745-1901',
  title: 'Ideas, political power, industry and empire: Britain, 1745–1901',
  codes: ['NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE'],
  // The outcome is a heading; what a lesson on it asks students to do, in the set's own words.
  focus:
    'Explain how industry, new ideas about who should hold political power, and the growth of the empire changed Britain between 1745 and 1901. Use dates and evidence from sources to support a judgement.',
  sources: SOURCES,
  keyPoints: [
    { text: '1746: the Battle of Culloden ends the last Jacobite rising.', source: 'odnb' },
    { text: '1769: James Watt patents his separate condenser, making steam engines far more efficient.', source: 'odnb' },
    { text: '1771: Richard Arkwright opens his water-powered cotton mill at Cromford, an early factory.', source: 'odnb' },
    { text: '1783: Britain recognises the independence of the United States after losing the American War of Independence.', source: 'darwin' },
    { text: '1807: Parliament abolishes the British slave trade; 1833: the Slavery Abolition Act ends slavery in most of the empire (from 1834), with £20 million paid to slave-owners.', source: 'lbs' },
    { text: '1819: Peterloo — cavalry charge a reform meeting in Manchester; at least 15 people are killed.', source: 'parliament' },
    { text: '1832: the Great Reform Act gives the vote to more middle-class men and removes “rotten boroughs”; most men still cannot vote.', source: 'parliament' },
    { text: '1833: the Factory Act bans children under 9 from textile mills and limits hours for older children, with inspectors to enforce it.', source: 'parliament' },
    { text: '1838–1848: the Chartists campaign for the People’s Charter, including a vote for every man over 21 and a secret ballot.', source: 'parliament' },
    { text: '1851: the census shows more people in England and Wales living in towns than in the countryside for the first time.', source: 'census' },
    { text: '1857–1858: rebellion in India; afterwards the British Crown takes over rule of India from the East India Company.', source: 'darwin' },
    { text: '1867 and 1884: the Second and Third Reform Acts give the vote to many working men; 1872: the Ballot Act makes voting secret.', source: 'parliament' },
    { text: 'The Industrial Revolution was gradual: growth was slower and more uneven across industries and regions than older accounts claimed.', source: 'crafts' },
  ],
  priorKnowledge: [
    'Chronology: putting events in order on a timeline and using the terms decade and century.',
    'Britain in 1509–1745: the power of monarchs and Parliament (e.g. the Civil War and the Glorious Revolution).',
    'What a primary source is, and that every source has an author, a date and a purpose.',
  ],
  misconceptions: [
    {
      misconception: 'The Industrial Revolution happened suddenly, everywhere at once.',
      response: 'Show it as a long process on a timeline from the 1760s to the 1850s; compare a cotton town with a farming village in 1851. Economic historians found growth was slow and uneven.',
      source: SOURCES.crafts,
    },
    {
      misconception: 'The 1832 Reform Act gave everyone the vote.',
      response: 'After 1832 most men and all women still could not vote. Build a table of who could vote after 1832, 1867, 1884 and 1918.',
      source: SOURCES.parliament,
    },
    {
      misconception: 'Britain abolished slavery in 1807.',
      response: 'The 1807 Act ended the trade in enslaved people; slavery itself was abolished by the 1833 Act, and slave-owners (not the enslaved) were paid £20 million in compensation.',
      source: `${SOURCES.parliament}; ${SOURCES.lbs}`,
    },
    {
      misconception: 'All Victorian children worked in factories, and the Factory Acts ended child labour at once.',
      response: 'Most working children worked on farms, in homes, workshops and mines as well as mills; the Acts applied to some industries first and were enforced by few inspectors.',
      source: SOURCES.humphries,
    },
    {
      misconception: 'People in the colonies accepted British rule without resistance.',
      response: 'Study resistance such as the 1857 rebellion in India and ask whose voices the sources record.',
      source: SOURCES.darwin,
    },
  ],
  keywords: [
    { term: 'Industrial Revolution', definition: 'The change from making goods by hand at home to making them with machines in factories, in Britain from about 1760 to 1850.' },
    { term: 'reform', definition: 'A change made to improve a law or system, such as who is allowed to vote.' },
    { term: 'franchise', definition: 'The right to vote in elections.' },
    { term: 'Chartism', definition: 'A movement of working people (1838–1848) that campaigned for the six points of the People’s Charter.' },
    { term: 'empire', definition: 'A group of countries or lands ruled by one country.' },
    { term: 'abolition', definition: 'Ending something by law, such as the slave trade.' },
    { term: 'radical', definition: 'A person who wants big changes to politics or society.' },
  ],
  workedExamples: [
    {
      problem: 'Source A is from Thomas Macaulay’s Minute on Indian Education (1835). How useful is it for finding out British attitudes to Indian culture?',
      steps: [
        'Content: Macaulay wants to create “a class of persons, Indian in blood and colour, but English in taste, in opinions, in morals, and in intellect”. He thinks English culture is better than Indian culture.',
        'Provenance: Macaulay was a senior British official in India; he wrote the minute to persuade the Governor-General to spend money on English-language education.',
        'Usefulness: very useful for the views of an influential British official and the policy that followed (English education from 1835); less useful for what Indians thought, or for all British people.',
      ],
      answer: 'Useful for the attitude of powerful British officials, because Macaulay shaped policy; limited because it is one official’s argument, written to persuade, and gives no Indian view.',
    },
  ],
  practice: [
    {
      prompt: 'Put in order: Peterloo, the Great Reform Act, the opening of Cromford Mill, the Great Exhibition.',
      answer: 'Cromford Mill (1771), Peterloo (1819), the Great Reform Act (1832), the Great Exhibition (1851)',
    },
    {
      prompt: 'Which of the Chartists’ aims had become law by 1901?',
      answer: 'Marking points: the secret ballot (1872); no property qualification for MPs (1858); more men could vote (1867, 1884) but not every man; MPs were not paid until 1911; annual Parliaments never came.',
    },
    {
      prompt: 'Explain one way the Industrial Revolution changed where people lived.',
      answer: 'Marking points: people moved from villages to towns to work in factories and mills; by 1851 more people in England and Wales lived in towns than in the countryside; towns grew fast with crowded housing.',
    },
    {
      prompt: 'Using the text, explain why the abolition of slavery in 1833 was not a complete victory for the enslaved.',
      answer: 'Marking points: the government paid “£20 million in compensation to slave-owners, not to the people who had been enslaved”; (extension) formerly enslaved people had to work as unpaid “apprentices” until 1838.',
    },
  ],
  checks: [
    {
      prompt: 'What did the Slave Trade Act of 1807 do?',
      options: ['It ended slavery in the British Empire', 'It ended the British slave trade', 'It paid compensation to enslaved people'],
      answer: 'It ended the British slave trade',
    },
    { prompt: 'Who could vote in national elections after the 1832 Reform Act?', answer: 'Only men who owned or rented property of a certain value, roughly one adult man in five in England and Wales; no women.' },
    { prompt: 'Name one invention that helped factories grow, with its date.', answer: 'Watt’s improved steam engine (1769) or Arkwright’s water-powered mill (1771).' },
  ],
  retrieval: [
    { prompt: 'What happened in the Glorious Revolution of 1688?', answer: 'James II was replaced by William and Mary, and Parliament’s power over the monarch grew (Bill of Rights, 1689).' },
    { prompt: 'What is a primary source?', answer: 'A source made at the time being studied, by someone who was there or lived then.' },
    { prompt: 'How many years are there in a century?', answer: '100' },
  ],
  texts: [{ title: 'A changing country, 1745–1901', body: TEXT, source: 'Teachkit original text; facts from the sources of this set' }],
  activities: [
    'Timeline: students place the key dates on a timeline from 1745 to 1901 in three colours (ideas and power, industry, empire) and write one sentence linking two events of different colours.',
    `Source analysis: read Source A — “${MACAULAY.text}” (Thomas Macaulay, Minute on Indian Education, 1835). Students answer: what does it show about British attitudes? Who wrote it, when and why? How useful is it, and what would you need to find Indian views?`,
  ],
  quotedSources: [MACAULAY],
  materials: ['Copies of “A changing country, 1745–1901”', 'Source A (Macaulay, 1835) on a card or slide', 'Timeline strips 1745–1901 and three coloured pens'],
  safety: [],
};
