/**
 * Texts a teacher pastes into the Studio's quick tools, across subjects and years, each with what a colleague would
 * expect of the tools — written by hand, not by the tools: the key terms a glossary of the text should define, and for
 * each the words one of which its definition must use to be in the text's sense ("source" of a river is where it
 * begins, not where information comes from).
 */
export interface ToolText {
  subject: string;
  /** US grade of the class (0 is kindergarten). */
  grade: number;
  text: string;
  /** Key term → words one of which a definition in the text's sense holds. */
  terms: Record<string, string[]>;
}

export const TOOL_TEXTS: ToolText[] = [
  {
    subject: 'Science',
    grade: 8,
    text: "Volcanoes form where molten rock, called magma, rises through cracks in the Earth's crust. Most volcanoes are found along the edges of tectonic plates, which are huge slabs of rock that move a few centimetres each year. When magma reaches the surface it is called lava. The eruption of Mount St Helens in 1980 removed the top 400 metres of the mountain, because the pressure of gas inside the magma built up until the side of the volcano collapsed.",
    terms: { magma: ['molten', 'melted'], lava: ['surface', 'molten'], 'tectonic plate': ['crust', 'slab', 'pieces'] },
  },
  {
    subject: 'Geography',
    grade: 6,
    text: 'A river begins at its source, usually high in hills or mountains, and ends at its mouth, where it flows into a sea or a lake. Along the way, smaller streams called tributaries join the main river. The place where two rivers meet is a confluence. Rivers erode their banks and beds and carry the material downstream, and they deposit it where the water slows down. The River Nile is about 6,650 kilometres long.',
    terms: { tributary: ['stream', 'river'], confluence: ['meet', 'join'], source: ['begin', 'start', 'river', 'stream'], mouth: ['sea', 'lake', 'flows', 'river', 'ends'] },
  },
  {
    subject: 'History',
    grade: 9,
    text: 'The Industrial Revolution began in Britain in the late eighteenth century. New machines such as the spinning jenny, invented by James Hargreaves in about 1764, allowed one worker to spin many threads at once. Factories grew up near rivers and coalfields, because machines needed water power and later steam power. Many children worked long hours in the mills, and the Factory Act of 1833 limited the hours that children under thirteen could work.',
    terms: { 'Industrial Revolution': ['machines', 'factories'], factory: ['building', 'goods', 'machines', 'made'], 'spinning jenny': ['spin', 'thread', 'machine'] },
  },
  {
    subject: 'Science',
    grade: 5,
    text: 'Plants make their own food in a process called photosynthesis. They take in carbon dioxide from the air through tiny holes in their leaves, and they draw up water through their roots. Chlorophyll, the green substance in leaves, traps energy from sunlight. The plant uses this energy to turn the water and carbon dioxide into sugar, and it gives out oxygen.',
    terms: { photosynthesis: ['food', 'sunlight', 'light', 'sugar'], chlorophyll: ['green'], 'carbon dioxide': ['gas', 'air'] },
  },
  {
    subject: 'English',
    grade: 7,
    text: "A simile compares two things using the words like or as: 'her smile was as bright as the sun'. A metaphor makes the comparison without those words, saying that one thing is another: 'the classroom was a zoo'. Writers use both to help readers picture an idea. Personification gives human qualities to something that is not human, as when the wind whispers through the trees.",
    terms: { simile: ['like', 'as', 'compare'], metaphor: ['compar', 'is another', 'without'], personification: ['human'] },
  },
  {
    subject: 'Health',
    grade: 4,
    text: 'Your heart is a muscle that pumps blood around your body. When you run or play a sport, your heart beats faster, because your muscles need more oxygen. You can feel your pulse on the inside of your wrist. Most children have a resting heart rate of about 70 to 100 beats each minute.',
    terms: { heart: ['pump', 'blood', 'muscle'], pulse: ['beat', 'heart', 'feel'], 'heart rate': ['beats', 'minute'] },
  },
  {
    subject: 'Economics',
    grade: 10,
    text: 'Inflation is a general rise in the prices of goods and services over time. When inflation is high, each dollar buys less than it did before, so the purchasing power of money falls. Central banks often raise interest rates to slow inflation, because higher rates make borrowing more expensive and people spend less. In 2022 inflation in the United States reached 9.1 percent, its highest level in about forty years.',
    terms: { inflation: ['price', 'rise'], 'purchasing power': ['buy', 'money'], 'interest rate': ['borrow', 'cost', 'percent', 'paid'] },
  },
  {
    subject: 'Digital Technologies',
    grade: 6,
    text: 'An algorithm is a set of step-by-step instructions for solving a problem. Computers follow algorithms written in a programming language. A loop repeats a set of instructions, so a program that draws a square can repeat "move forward, turn right" four times. A bug is a mistake in a program, and finding and fixing bugs is called debugging.',
    terms: { algorithm: ['step', 'instructions'], loop: ['repeat'], bug: ['mistake', 'error'], debugging: ['fix', 'find', 'mistake'] },
  },
  {
    subject: 'Science',
    grade: 3,
    text: 'A magnet can pull some metals towards it. Things made of iron, like paper clips and nails, stick to a magnet. Every magnet has two ends called poles: a north pole and a south pole. Two north poles push each other away, but a north pole and a south pole pull together.',
    terms: { magnet: ['pull', 'attract', 'iron'], pole: ['end'] },
  },
  {
    subject: 'History',
    grade: 7,
    text: "Ancient Egypt grew up along the River Nile. Every year the Nile flooded and left rich black soil on its banks, which let farmers grow wheat and barley. The Egyptians were ruled by kings called pharaohs, who were believed to be gods on Earth. The Great Pyramid of Giza was built as a tomb for the pharaoh Khufu in about 2560 BC.",
    terms: { pharaoh: ['king', 'ruler', 'ruled'], tomb: ['buried', 'body', 'grave', 'dead'] },
  },
  {
    subject: 'Music',
    grade: 5,
    text: 'The tempo of a piece of music is how fast or slow it is played. Dynamics describe how loud or quiet the music is: forte means loud and piano means quiet. A crescendo is a gradual increase in volume. Composers write these instructions, often in Italian, above the notes on the stave.',
    terms: { tempo: ['fast', 'slow', 'speed'], dynamics: ['loud', 'quiet'], crescendo: ['louder', 'increase', 'volume'] },
  },
  {
    subject: 'Science',
    grade: 9,
    text: 'An electric current is a flow of charge around a circuit. Current is measured in amperes with an ammeter, which is connected in series with the component. The potential difference across a component is measured in volts with a voltmeter connected in parallel. Resistance opposes the current, and in a circuit with a fixed potential difference, a larger resistance means a smaller current.',
    terms: { current: ['flow', 'charge'], ammeter: ['current', 'measur'], resistance: ['oppos', 'current'], 'potential difference': ['volt', 'energy', 'push'] },
  },
];
