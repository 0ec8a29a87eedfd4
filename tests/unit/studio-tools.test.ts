import { describe, expect, it } from 'vitest';
import { exitTicketFromText, glossaryFromText, questionsFromText } from '../../server/generation/studio/from-text.ts';
import { rewriteAtLevel, sentenceLimit } from '../../server/generation/studio/rewrite.ts';

const GLACIERS =
  'A glacier is a large mass of ice that moves slowly over land. Glaciers form in places where more snow falls in winter than melts in summer; over many years the snow is compressed into ice. Approximately 10 percent of the land on Earth is covered by glaciers, and scientists utilise satellite images in order to measure how rapidly they are shrinking. Glaciers are shrinking because the average temperature of the planet is rising. Subsequently, the meltwater flows into rivers and the sea.';

describe('rewriting a text at a reading level', () => {
  it('uses plainer words and splits long sentences at whole clauses, saying what changed and the level before and after', () => {
    const result = rewriteAtLevel(GLACIERS, 4);
    expect(result.text).toBe(
      'A glacier is a large mass of ice that moves slowly over land. Glaciers form in places where more snow falls in winter than melts in summer. Over many years the snow is compressed into ice. About 10 percent of the land on Earth is covered by glaciers. Scientists use satellite images to measure how quickly they are shrinking. Glaciers are shrinking because the average temperature of the planet is rising. Later, the meltwater flows into rivers and the sea.',
    );
    expect(result.changes).toEqual(['split a 23-word sentence', 'split a 26-word sentence', 'in order to → to', 'approximately → about', 'subsequently → later', 'utilise → use', 'rapidly → quickly']);
    expect(result.before).toBeGreaterThan(result.after);
    expect(result.targetGrade).toBe(4);
  });

  it('says when subject words keep the text above the level, and never splits a clause without its own subject', () => {
    const result = rewriteAtLevel('Photosynthesis transforms electromagnetic radiation into chemical potential energy, and stores it in carbohydrate molecules.', 2);
    expect(result.text).toBe('Photosynthesis transforms electromagnetic radiation into chemical potential energy, and stores it in carbohydrate molecules.');
    expect(result.note).toMatch(/^It still reads at grade [\d.]+, above grade 2: its subject words \(photosynthesis, electromagnetic, carbohydrate\) keep it there, so teach them first or explain them in the text\.$/);
    expect([sentenceLimit(2), sentenceLimit(5), sentenceLimit(9)]).toEqual([10, 18, 26]);
  });
});

describe('questions, glossary and exit ticket from a text', () => {
  it('asks what the text itself answers, with the answer in its own words', () => {
    expect(questionsFromText(GLACIERS)).toEqual([
      { kind: 'define', prompt: 'According to the text, what is a glacier?', answer: 'A large mass of ice that moves slowly over land.' },
      {
        kind: 'retrieve',
        prompt: 'Fill in the gap from the text: "Approximately ____ percent of the land on Earth is covered by glaciers, and scientists utilise satellite images in order to measure how rapidly they are shrinking".',
        answer: '10',
      },
      { kind: 'explain', prompt: 'The text says "Glaciers are shrinking". What reason does it give?', answer: 'Because the average temperature of the planet is rising.' },
    ]);
  });

  it('defines the text’s terms, its own definition first, and ends the exit ticket with what the text is about', () => {
    expect(glossaryFromText(GLACIERS, 'Geography', 6)[0]).toEqual({ term: 'glacier', definition: 'A large mass of ice that moves slowly over land.', source: { kind: 'outcome', ref: 'your-text' } });
    const ticket = exitTicketFromText(GLACIERS, 'Geography', 6);
    expect(ticket.map((q) => q.kind)).toEqual(['retrieve', 'define', 'explain', 'summarise']);
    expect(ticket[3]!.answer).toMatch(/^Marking points: the idea of its opening: "a glacier is a large mass of ice that moves slowly over land"; uses "glacier"/);
  });
});

describe('the Studio on a text about volcanoes (defects a teacher found)', () => {
  const VOLCANOES =
    'Volcanoes form where molten rock, called magma, rises from deep inside the Earth. When magma reaches the surface it is called lava. In 1980, Mount St. Helens in Washington erupted, and the blast flattened forests across 600 square kilometres. Volcanoes are found mostly along the edges of tectonic plates, because the crust there is thinner and cracked. An active volcano is one that has erupted in the last 10,000 years. Scientists monitor earthquakes, gas emissions and ground swelling in order to predict eruptions, which helps authorities evacuate people before disaster strikes.';

  it('defines a term the text names with ", called" as the thing it names, in a whole phrase (not "magma: Volcanoes form where molten rock.")', () => {
    const entries = glossaryFromText(VOLCANOES, 'Geography', 8);
    expect(entries.find((e) => e.term === 'magma')?.definition).toBe('Molten rock that rises from deep inside the Earth.');
    expect(entries.find((e) => e.term === 'lava')?.definition).toBe('Magma that reaches the surface.');
  });

  it('gaps whole sentences: "Mount St. Helens" does not end one, and a key term is taken out of a sentence that uses it', () => {
    const questions = questionsFromText(VOLCANOES, 8, ['magma']);
    expect(questions[0]).toEqual({ kind: 'retrieve', prompt: 'Fill in the gap from the text: "Volcanoes form where molten rock, called ____, rises from deep inside the Earth".', answer: 'magma' });
    expect(questions).toContainEqual({
      kind: 'retrieve',
      prompt: 'Fill in the gap from the text: "In ____, Mount St. Helens in Washington erupted, and the blast flattened forests across 600 square kilometres".',
      answer: '1980',
    });
    expect(questions).toContainEqual({ kind: 'define', prompt: 'According to the text, what is an active volcano?', answer: 'One that has erupted in the last 10,000 years.' });
  });

  it('moves the measured reading grade towards the target: 7.7 before, 6.1 after for Grade 4 (it changed one word before)', () => {
    const rewrite = rewriteAtLevel(VOLCANOES, 4);
    expect([rewrite.before, rewrite.after]).toEqual([7.7, 6.1]);
    expect(rewrite.text).toContain('Scientists monitor earthquakes, gas emissions and ground swelling to predict eruptions. This helps authorities evacuate people before disaster strikes.');
    expect(rewrite.text).toContain('Volcanoes are found mostly along the edges of tectonic plates. This is because the crust there is thinner and cracked.');
    expect(rewrite.text).toContain('In 1980, Mount St. Helens in Washington erupted. The blast flattened forests across 600 square kilometres.');
  });
});

describe('the Studio on texts a teacher pastes across subjects (the quality gate reads the same kinds)', () => {
  const glossary = (text: string, subject: string, grade: number) => Object.fromEntries(glossaryFromText(text, subject, grade).map((k) => [k.term, k.definition]));

  it('defines what the text names after its description, after "called" with the clause going on, and between commas', () => {
    const rivers = glossary(
      'A river begins at its source, usually high in hills or mountains, and ends at its mouth, where it flows into a sea or a lake. Along the way, smaller streams called tributaries join the main river. The place where two rivers meet is a confluence.',
      'Geography',
      6,
    );
    expect(rivers.tributaries).toBe('Smaller streams that join the main river.');
    expect(rivers.confluence).toBe('The place where two rivers meet.');
    // A reviewed entry whose definition speaks of nothing in the text is another sense: "source" of information.
    expect(rivers.source).toBeUndefined();
    const leaves = glossary('Plants make their own food in a process called photosynthesis. Chlorophyll, the green substance in leaves, traps energy from sunlight.', 'Science', 5);
    expect(leaves.photosynthesis).toBe('A process in which plants make their own food.');
    expect(leaves.chlorophyll).toBe('The green substance in leaves.');
  });

  it('defines by what a thing does, a passive "ruled by", "has … called" and a term that ends a clause', () => {
    const figures = glossary("A simile compares two things using the words like or as: 'her smile was as bright as the sun'. Personification gives human qualities to something that is not human.", 'English', 7);
    expect(figures.simile).toBe('A simile compares two things using the words like or as.');
    expect(figures.personification).toBe('Personification gives human qualities to something that is not human.');
    expect(glossary('The Egyptians were ruled by kings called pharaohs, who were believed to be gods on Earth.', 'History', 7).pharaohs).toBe('Kings who ruled the Egyptians.');
    expect(glossary('Every magnet has two ends called poles: a north pole and a south pole.', 'Science', 3).poles).toBe('Two ends of a magnet.');
    const code = glossary('A bug is a mistake in a program, and finding and fixing bugs is called debugging.', 'Digital Technologies', 6);
    expect([code.bug, code.debugging]).toEqual(['A mistake in a program.', 'Finding and fixing bugs.']);
  });

  it("adds the terms a text has to teach that it does not define, from the dictionary in the text's sense; names are not terms", () => {
    const circuits = glossary(
      'An electric current is a flow of charge around a circuit. Current is measured in amperes with an ammeter, which is connected in series with the component.',
      'Science',
      9,
    );
    expect(circuits.ammeter).toBe('A meter that measures the flow of electrical current in amperes.');
    const mills = glossary('New machines such as the spinning jenny, invented by James Hargreaves in about 1764, allowed one worker to spin many threads at once.', 'History', 9);
    expect(mills['spinning jenny']).toBe('An early spinning machine with multiple spindles.');
    expect(mills['James Hargreaves']).toBeUndefined();
  });

  it('splits at a colon, an aside, ", which are", ", where" and ", who were", keeping every word that carries meaning', () => {
    expect(rewriteAtLevel('Dynamics describe how loud or quiet the music is: forte means loud and piano means quiet.', 2).text).toBe(
      'Dynamics describe how loud or quiet the music is. Forte means loud and piano means quiet.',
    );
    expect(rewriteAtLevel('New machines such as the spinning jenny, invented by James Hargreaves in about 1764, allowed one worker to spin many threads at once.', 6).text).toBe(
      'New machines such as the spinning jenny allowed one worker to spin many threads at once. The spinning jenny was invented by James Hargreaves in about 1764.',
    );
    expect(rewriteAtLevel('Most volcanoes are found along the edges of tectonic plates, which are huge slabs of rock that move a few centimetres each year.', 5).text).toBe(
      'Most volcanoes are found along the edges of tectonic plates. These are huge slabs of rock that move a few centimetres each year.',
    );
    expect(rewriteAtLevel('A river begins at its source, usually high in hills or mountains, and ends at its mouth, where it flows into a sea or a lake.', 3).text).toBe(
      'A river begins at its source, usually high in hills or mountains, and ends at its mouth. This is where it flows into a sea or a lake.',
    );
    expect(rewriteAtLevel('The Egyptians were ruled by kings called pharaohs, who were believed to be gods on Earth.', 2).text).toBe(
      'The Egyptians were ruled by kings called pharaohs. They were believed to be gods on Earth.',
    );
  });
});
