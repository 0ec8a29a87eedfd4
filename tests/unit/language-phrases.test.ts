import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_FILE_DATA,
  LANGUAGES,
  languageGuide,
  languageItems,
  languageOf,
  lookUpItem,
  targetLanguage,
} from '../../server/generation/content/languages/index.ts';
import { catalogueSchema, languageFileSchema, TOPIC_IDS, type LanguageFile } from '../../server/generation/content/languages/schema.ts';

const FOLDER = path.resolve(import.meta.dirname, '../../server/generation/content/languages');
const readJson = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(FOLDER, name), 'utf8'));
const languageFiles = fs.readdirSync(FOLDER).filter((name) => name.endsWith('.json') && name !== 'catalogue.json');
const files: LanguageFile[] = languageFiles.map((name) => languageFileSchema.parse(readJson(name)));
const byLanguage = (language: string) => files.find((f) => f.language === language)!;

const FULL_COURSE = ['French', 'Spanish', 'German', 'Italian', 'Indonesian', 'Japanese', 'Chinese'];
const FIRST_TOPICS = ['Korean', 'Modern Greek', 'Vietnamese', 'Hindi', 'Turkish', 'Arabic', 'Latin'];

describe('the language data files', () => {
  it('every file in the folder validates against the schema and is the one the module loads', () => {
    expect(languageFiles.length).toBe(14);
    for (const name of languageFiles) {
      const result = languageFileSchema.safeParse(readJson(name));
      expect(result.success, `${name}: ${result.success ? '' : result.error.message}`).toBe(true);
      expect(LANGUAGE_FILE_DATA[name], `${name} is loaded by index.ts`).toEqual(readJson(name));
    }
    expect(catalogueSchema.safeParse(readJson('catalogue.json')).success).toBe(true);
    expect([...LANGUAGES].sort()).toEqual([...FULL_COURSE, ...FIRST_TOPICS].sort());
  });

  it('rejects an item written in another script without a romanisation', () => {
    const japanese = structuredClone(byLanguage('Japanese'));
    delete japanese.topics[0]!.items[0]!.romanised;
    expect(languageFileSchema.safeParse(japanese).success).toBe(false);
  });

  it('has no item twice within a topic', () => {
    const key = (s: string) => s.normalize('NFC').toLocaleLowerCase().replace(/[\s\p{P}]+/gu, ' ').trim();
    for (const file of files) {
      for (const topic of file.topics) {
        const texts = topic.items.map((i) => key(i.text));
        expect(texts.filter((t, n) => texts.indexOf(t) !== n), `${file.language} ${topic.topic}`).toEqual([]);
      }
    }
  });

  it('gives a romanised form for every item and dialogue line not written in the Latin alphabet', () => {
    // Transliteration marks such as ʿ (ʿayn) are modifier letters, not another script.
    const otherScript = /(?=\p{L})(?!\p{Lm})\P{Script=Latin}/u;
    let checked = 0;
    for (const file of files) {
      for (const topic of file.topics) {
        for (const line of [...topic.items, ...topic.dialogue]) {
          if (!otherScript.test(line.text)) continue;
          checked += 1;
          expect(line.romanised, `${file.language}: ${line.text}`).toBeTruthy();
          expect(otherScript.test(line.romanised!), `${file.language}: ${line.romanised}`).toBe(false);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('writes pinyin with tone marks and gives a kana reading for Japanese written in kanji', () => {
    for (const topic of byLanguage('Chinese').topics) {
      for (const item of topic.items) expect(item.romanised, item.text).toMatch(/[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/);
    }
    for (const topic of byLanguage('Japanese').topics) {
      for (const item of topic.items.filter((i) => /\p{Script=Han}/u.test(i.text))) expect(item.reading, item.text).toMatch(/^[\p{Script=Hiragana}ー]+$/u);
    }
  });

  it('covers every topic with at least ten items, a dialogue and a song or game for the seven most taught languages', () => {
    for (const language of FULL_COURSE) {
      const file = byLanguage(language);
      expect(file.topics.map((t) => t.topic), language).toEqual([...TOPIC_IDS]);
      for (const topic of file.topics) {
        expect(topic.items.length, `${language} ${topic.topic}`).toBeGreaterThanOrEqual(10);
        expect(topic.dialogue.length, `${language} ${topic.topic}`).toBeGreaterThanOrEqual(2);
        expect(topic.activity, `${language} ${topic.topic}`).toBeDefined();
      }
    }
    for (const language of FIRST_TOPICS) {
      expect(byLanguage(language).topics.map((t) => t.topic), language).toEqual(['greetings', 'introductions', 'numbers', 'colours']);
    }
  });

  it('counts 1 to 20 and in tens to 100 in every language', () => {
    const meanings = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'one hundred'];
    for (const file of files) {
      const numbers = file.topics.find((t) => t.topic === 'numbers')!.items.map((i) => i.meaning);
      for (const meaning of meanings) expect(numbers.some((m) => m === meaning || m.startsWith(`${meaning} (`)), `${file.language}: ${meaning}`).toBe(true);
    }
  });
});

describe('languageOf', () => {
  it('reads the language from the subject', () => {
    expect(languageOf('French — Years F–10 Sequence')).toBe('French');
    expect(languageOf('Japanese — Years 7–10 (Year 7 Entry) Sequence')).toBe('Japanese');
    expect(languageOf('Chinese — Second Language Learner Pathway — Years F–10 Sequence')).toBe('Chinese');
    expect(languageOf('Framework for Classical Languages — Latin — Years 7–10 (Year 7 Entry) Sequence')).toBe('Latin');
    expect(languageOf('Modern Greek — Years F–10 Sequence')).toBe('Modern Greek');
    expect(languageOf('Spanish')).toBe('Spanish');
    expect(languageOf('french')).toBe('French');
    expect(languageOf('Mandarin')).toBe('Chinese');
  });

  it('reads it from the lesson for a subject that names no language', () => {
    expect(languageOf('Languages', 'Greetings in Spanish')).toBe('Spanish');
    expect(languageOf('Languages', 'Saying hello: bonjour, salut, au revoir')).toBe('French');
    expect(languageOf('MFL', 'Die Familie: der Bruder, die Schwester')).toBe('German');
    expect(languageOf('Languages', 'Greetings')).toBeUndefined();
  });

  it('finds no language in a lesson of another subject that mentions one', () => {
    expect(languageOf('History', 'The French Revolution')).toBeUndefined();
    expect(languageOf('English Language Arts', 'Words English borrowed from Spanish')).toBeUndefined();
  });

  it('names the languages it holds no items for, without items', () => {
    const auslan = 'Auslan — First Language Learner Pathway — Years F–10 Sequence';
    expect(languageOf(auslan)).toBeUndefined();
    expect(targetLanguage(auslan)).toEqual({ language: 'Auslan', hasData: false });
    const aboriginal = 'Framework for Aboriginal Languages and Torres Strait Islander Languages — Language Revival Learner Pathway (LR) — Years F–10 Sequence';
    expect(targetLanguage(aboriginal)).toEqual({ language: 'Aboriginal and Torres Strait Islander languages', hasData: false });
    expect(targetLanguage('Framework for Classical Languages — Classical Greek — Years 7–10 (Year 7 Entry) Sequence')).toEqual({ language: 'Classical Greek', hasData: false });
    expect(targetLanguage('French')).toEqual({ language: 'French', hasData: true });
  });

  it('resolves every language subject in the Australian curriculum seed', () => {
    const seed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../curriculum/au-v8.json'), 'utf8')) as { outcomes: { subject: string }[] };
    const subjects = [...new Set(seed.outcomes.map((o) => o.subject))].filter((s) => / Sequence$/.test(s));
    expect(subjects.length).toBeGreaterThan(30);
    for (const subject of subjects) {
      const target = targetLanguage(subject);
      expect(target, subject).toBeDefined();
      expect(target!.hasData, subject).toBe(!/Auslan|Aboriginal|Classical Greek/.test(subject));
    }
  });
});

describe('lookUpItem', () => {
  it('finds a word whatever its case, accents and punctuation', () => {
    expect(lookUpItem('French', 'Bonjour')?.meaning).toBe('hello; good morning');
    expect(lookUpItem('French', 'BONJOUR !')?.pronunciation).toBe('bon-ZHOOR');
    expect(lookUpItem('French', 'a bientot')?.text).toBe('À bientôt');
    expect(lookUpItem('German', 'Tschuss')?.meaning).toBe('bye');
    expect(lookUpItem('Spanish', '¿cómo te llamas?')?.register).toBe('informal');
  });

  it('finds a word by its romanisation, kana reading or another written form', () => {
    expect(lookUpItem('Chinese', 'ni hao')?.text).toBe('你好');
    expect(lookUpItem('Chinese', 'Nǐ hǎo')?.meaning).toBe('hello');
    expect(lookUpItem('Japanese', 'konnichiwa')?.text).toBe('こんにちは');
    expect(lookUpItem('Japanese', '赤')?.meaning).toBe('red');
    expect(lookUpItem('Japanese', 'よん')?.meaning).toBe('four (also read "shi")');
    expect(lookUpItem('Korean', 'annyeonghaseyo')?.text).toBe('안녕하세요');
    expect(lookUpItem('Modern Greek', 'yia sou')?.text).toBe('Γεια σου');
    expect(lookUpItem('Greek', 'kalimera')?.text).toBe('Καλημέρα');
    expect(lookUpItem('Arabic', 'shukran')?.text).toBe('شكرا');
    expect(lookUpItem('Hindi', 'namaste')?.text).toBe('नमस्ते');
    expect(lookUpItem('Spanish', 'encantada')?.text).toBe('Encantado');
  });

  it('finds the pattern a filled-in phrase follows', () => {
    expect(lookUpItem('French', "Je m'appelle Zoé")?.meaning).toBe('my name is …');
    expect(lookUpItem('Italian', 'Ho undici anni')?.meaning).toBe('I am … years old');
  });

  it('finds nothing for a word it does not hold or a language without items', () => {
    expect(lookUpItem('French', 'ordinateur')).toBeUndefined();
    expect(lookUpItem('Auslan', 'hello')).toBeUndefined();
    expect(lookUpItem('French', '  ')).toBeUndefined();
  });
});

describe('languageItems', () => {
  it('chooses the topic the lesson names and puts the words it quotes first', () => {
    const greetings = languageItems('French', 'Greetings: bonjour, salut', 4)!;
    expect(greetings.topic).toBe('greetings');
    expect(greetings.title).toBe('Greetings and farewells');
    expect(greetings.items.map((i) => i.text)).toEqual(['Bonjour', 'Salut', 'Bonsoir', 'Bonne nuit']);
    expect(greetings.quoted.map((i) => i.text)).toEqual(['Bonjour', 'Salut']);
    expect(greetings.activity).toMatch(/^Frère Jacques \(song\): /);
    expect(greetings.dialogue[0]).toBe('A: Bonjour, Madame ! — Hello, Madam!');
  });

  it('keeps the teacher’s order for quoted words', () => {
    expect(languageItems('French', 'au revoir, merci, bonjour', 3)!.items.map((i) => i.text)).toEqual(['Au revoir', 'Merci', 'Bonjour']);
  });

  it('reads the topic from target-language words alone', () => {
    expect(languageItems('French', 'Quel temps fait-il ? Il pleut !', 3)!.topic).toBe('weather');
    expect(languageItems('Japanese', 'いぬ と ねこ', 3)!.topic).toBe('animals');
    expect(languageItems('Spanish', 'uno, dos, tres', 3)!.topic).toBe('numbers');
  });

  it('reads the topic from English words and phrases, a phrase outweighing a word in it', () => {
    expect(languageItems('Spanish', 'Talking about my family', 2)!.topic).toBe('family');
    expect(languageItems('German', 'What do you like doing in your free time?', 2)!.topic).toBe('likes');
    expect(languageItems('Italian', 'Telling the time', 2)!.topic).toBe('time');
    expect(languageItems('Indonesian', 'Parts of the body', 2)!.topic).toBe('body');
    expect(languageItems('Japanese', 'Numbers 1-20 and counting', 3)!.items.map((i) => i.text)).toEqual(['一', '二', '三']);
  });

  it('does not take an English word spelled like a target-language word as that word', () => {
    // "once" is Spanish for eleven; "orange" is French for orange.
    expect(languageItems('Spanish', 'Once upon a time: telling the time', 2)!.topic).toBe('time');
    expect(languageItems('French', 'Ordering food: an orange juice', 2)!.topic).toBe('food');
  });

  it('gives the romanisation in the dialogue of a language in another script', () => {
    const chinese = languageItems('Chinese', 'Greetings', 3)!;
    expect(chinese.dialogue[0]).toBe('A: 老师好！ (lǎoshī hǎo!) — Hello, teacher!');
    expect(chinese.romanisation).toMatch(/^Hanyu Pinyin/);
    expect(chinese.activityDetail?.name).toBe('找朋友 (Zhǎo péngyou)');
  });

  it('finds nothing without a topic, or for a topic or language it holds no items for', () => {
    expect(languageItems('French', 'Revision lesson', 5)).toBeUndefined();
    expect(languageItems('Korean', 'The weather', 5)).toBeUndefined();
    expect(languageItems('Auslan', 'Greetings', 5)).toBeUndefined();
  });

  it('accepts the language by any of its names or its curriculum subject', () => {
    expect(languageItems('Mandarin', 'colours', 1)!.items[0]!.text).toBe('红色');
    expect(languageItems('Indonesian — Years F–10 Sequence', 'colours', 1)!.items[0]!.text).toBe('merah');
    expect(languageGuide('Greek')?.topics).toEqual(['greetings', 'introductions', 'numbers', 'colours']);
  });
});
