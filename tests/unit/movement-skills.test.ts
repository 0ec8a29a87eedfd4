import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../../server/curriculum/seed.ts';
import {
  COOL_DOWNS,
  isMovementLesson,
  MOVEMENT_SAFETY,
  MOVEMENT_SKILLS,
  MOVEMENT_SOURCES,
  movementPlaceIn,
  movementSkillsIn,
  safetyFor,
  SPORTS,
  WARM_UPS,
} from '../../server/generation/content/movement/index.ts';
import { skillsFileSchema } from '../../server/generation/content/movement/schema.ts';
import skillsData from '../../server/generation/content/movement/skills.json' with { type: 'json' };

const ids = (text: string, outcome?: string) => movementSkillsIn(text, outcome).map((skill) => skill.id);

const outcomesOf = (framework: string, subject: string) =>
  readSeedFiles()
    .filter(({ file }) => file.framework.id === framework)
    .flatMap(({ file }) => file.outcomes)
    .filter((outcome) => outcome.subject === subject);

describe('movement skills data', () => {
  it('loads through its schema, and every skill is a plan a PE teacher can run', () => {
    expect(() => skillsFileSchema.parse(skillsData)).not.toThrow();
    expect(MOVEMENT_SKILLS.length).toBeGreaterThanOrEqual(40);
    for (const skill of MOVEMENT_SKILLS) {
      expect(skill.teachingPoints.length, skill.id).toBeGreaterThanOrEqual(3);
      expect(skill.drills.some((drill) => drill.steps.length > 0), skill.id).toBe(true);
      expect(skill.games.some((game) => game.rules.length >= 3), skill.id).toBe(true);
      expect(skill.games.every((game) => game.safety.length > 0), skill.id).toBe(true);
      expect(skill.commonErrors.length, skill.id).toBeGreaterThanOrEqual(2);
      expect(MOVEMENT_SOURCES[skill.source], skill.id).toBeTruthy();
    }
  });

  it('names the fundamental movement skills and the sport, dance, gymnastics, swimming and tactics skills', () => {
    const all = new Set(MOVEMENT_SKILLS.map((skill) => skill.id));
    for (const id of ['run', 'hop', 'jump-and-land', 'vertical-jump', 'leap', 'gallop', 'skip', 'side-step', 'dodge', 'static-balance', 'dynamic-balance', 'log-roll', 'forward-roll', 'catch', 'overarm-throw', 'underarm-throw', 'chest-pass', 'bounce-pass', 'kick', 'punt', 'two-handed-strike', 'forehand-strike', 'dribble-hands', 'dribble-feet', 'trap', 'shooting', 'volley', 'freestyle', 'floating', 'relay-baton-change', 'standing-long-jump', 'shot-put', 'dance-movement', 'mirroring', 'dance-sequence', 'gymnastics-balance', 'gymnastics-sequence', 'orienteering', 'creating-space', 'marking', 'net-wall-tactics', 'striking-fielding-tactics']) {
      expect(all.has(id), id).toBe(true);
    }
  });

  it('finds every skill by an alias only it uses', () => {
    for (const skill of MOVEMENT_SKILLS) {
      const own = skill.aliases.find((alias) => MOVEMENT_SKILLS.every((other) => other === skill || !other.aliases.includes(alias)));
      expect(own, `${skill.id} has an alias of its own`).toBeDefined();
      expect(ids(own!), own).toEqual([skill.id]);
    }
  });

  it('rejects a file where a shared alias has no default, or a skill has too few teaching points', () => {
    const copy = () => structuredClone(skillsData) as { sharedAliasDefaults: Record<string, string[]>; skills: { teachingPoints: string[] }[] };
    const noDefault = copy();
    delete noDefault.sharedAliasDefaults.throw;
    expect(skillsFileSchema.safeParse(noDefault).success).toBe(false);
    const thin = copy();
    thin.skills[0]!.teachingPoints = ['Eyes forward', 'Run fast'];
    expect(skillsFileSchema.safeParse(thin).success).toBe(false);
  });

  it('has timed warm-ups and cool-downs for every band, on land and in the pool', () => {
    for (const band of ['early', 'upper', 'secondary'] as const) {
      expect(WARM_UPS.some((w) => w.kind === 'pulse raiser' && w.setting === 'land' && w.bands.includes(band)), band).toBe(true);
      expect(WARM_UPS.some((w) => w.kind === 'dynamic stretch' && w.setting === 'land' && w.bands.includes(band)), band).toBe(true);
      expect(COOL_DOWNS.some((c) => c.setting === 'land' && c.bands.includes(band)), band).toBe(true);
    }
    expect(WARM_UPS.some((w) => w.setting === 'pool')).toBe(true);
    expect(COOL_DOWNS.some((c) => c.setting === 'pool')).toBe(true);
    for (const stretch of COOL_DOWNS.filter((c) => c.kind === 'static stretch')) expect(stretch.holdSeconds, stretch.id).toBeGreaterThan(0);
  });
});

describe('movementSkillsIn', () => {
  it('reads a throw on the oval with beanbags as catching and an underarm throw', () => {
    const found = ids('Throwing and catching on the oval with beanbags');
    expect(found).toContain('catch');
    expect(found).toContain('underarm-throw');
    expect(found).not.toContain('overarm-throw');
  });

  it('takes "throwing" with no other clue as the overarm throw, and for distance as overarm too', () => {
    expect(ids('Catching and throwing')).toEqual(['catch', 'overarm-throw']);
    expect(ids('Throwing for distance with tennis balls')).toEqual(['overarm-throw']);
  });

  it('matches the longest alias first and whole words only', () => {
    expect(ids('Overarm throw')).toEqual(['overarm-throw']);
    expect(ids('Chest pass and bounce pass')).toEqual(['chest-pass', 'bounce-pass']);
    expect(ids('Skipping ropes')).toEqual(['rope-skipping']);
    expect(ids('Shopping for a catchy tune')).toEqual([]);
  });

  it('reads a shared alias from the sport the lesson names', () => {
    expect(ids('Passing and shooting in netball')).toEqual(['chest-pass', 'bounce-pass', 'shooting']);
    expect(ids('Passing and shooting in soccer')).toEqual(['kick']);
    expect(ids('Dribbling in basketball')).toEqual(['dribble-hands']);
    expect(ids('Dribbling in football')).toEqual(['dribble-feet']);
  });

  it('uses a sport the lesson names for its skills when it names no skill', () => {
    expect(ids('Introduction to netball')).toEqual(['chest-pass', 'bounce-pass', 'shooting', 'creating-space', 'marking']);
  });

  it('prefers the title and description to the outcome, and uses the outcome when they name nothing', () => {
    const ks1 = 'Master basic movements including running, jumping, throwing and catching, as well as developing balance, agility and co-ordination, and begin to apply these in a range of activities.';
    expect(ids('Catching with beanbags', ks1)).toEqual(['catch']);
    expect(ids('Lesson 4', ks1)).toEqual(['run', 'jump-and-land', 'overarm-throw', 'catch', 'static-balance', 'dodge']);
    expect(ids('Invasion games: creating space')).toEqual(['creating-space']);
  });
});

describe('isMovementLesson', () => {
  it('tells lessons taught by moving from health lessons taught at desks', () => {
    expect(isMovementLesson('Health and Physical Education', 'Healthy food choices')).toBe(false);
    expect(isMovementLesson('Health and Physical Education', 'Drugs and alcohol: making safe choices')).toBe(false);
    expect(isMovementLesson('Physical education', 'Invasion games: creating space')).toBe(true);
    expect(isMovementLesson('Health and Physical Education', 'Fundamental movement skills: the hop')).toBe(true);
    expect(isMovementLesson('PE', 'Netball')).toBe(true);
  });

  it('counts a lesson in another subject only when it is on the oval, court or in the gym and names an activity', () => {
    expect(isMovementLesson('Mathematics', 'Measuring standing long jumps on the oval')).toBe(true);
    expect(isMovementLesson('Mathematics', 'Measuring the perimeter of the school oval')).toBe(false);
    expect(isMovementLesson('Science', 'Forces in throwing and catching')).toBe(false);
    expect(isMovementLesson('English', 'Instructions for a game in the hall')).toBe(true);
  });

  it('reads the Australian v8 HPE outcomes: the movement strand moves, personal and social health is taught at desks', () => {
    const outcomes = outcomesOf('au-v8', 'Health and Physical Education');
    const moving = outcomes.filter((o) => isMovementLesson(o.subject, o.statement));
    const strand = (o: { strand: string }) => (o.strand === 'Movement and Physical Activity' ? 'movement' : 'health');
    const exceptions = outcomes.filter((o) => moving.includes(o) !== (strand(o) === 'movement')).map((o) => o.code);
    console.log(`AU v8 HPE: ${moving.length} movement, ${outcomes.length - moving.length} not, of ${outcomes.length}; strand exceptions ${exceptions.join(', ')}`);
    expect(outcomes.length).toBe(103);
    expect(moving.length).toBe(47);
    // Playing outdoors is movement in the health strand; examining sport's place in Australian life is a desk lesson.
    expect(exceptions.sort()).toEqual(['ACPMP104', 'ACPPS007', 'ACPPS041']);
    const statement = (code: string) => outcomes.find((o) => o.code === code)!.statement;
    expect(isMovementLesson('Health and Physical Education', statement('ACPMP009'))).toBe(true); // Participate in games with and without equipment
    expect(isMovementLesson('Health and Physical Education', statement('ACPPS001'))).toBe(false); // Identify personal strengths
    expect(isMovementLesson('Health and Physical Education', statement('ACPPS052'))).toBe(false); // puberty
  });

  it('reads every England PE outcome as movement', () => {
    const outcomes = outcomesOf('en-nc', 'Physical education');
    const moving = outcomes.filter((o) => isMovementLesson(o.subject, o.statement));
    console.log(`England PE: ${moving.length} movement, ${outcomes.length - moving.length} not, of ${outcomes.length}`);
    expect(outcomes.length).toBe(23);
    expect(moving.length).toBe(23);
    const swim = outcomes.find((o) => o.code === 'NC-PE-KS1-RANGE-STROKES-EXAMPLE-FRONT-CRAWL')!;
    expect(ids('', swim.statement)).toEqual(['freestyle', 'backstroke', 'breaststroke']);
  });
});

describe('places and safety', () => {
  it('reads the place a lesson is in', () => {
    expect(movementPlaceIn('Sprint starts on the oval')).toBe('outdoors');
    expect(movementPlaceIn('Balances in the school hall')).toBe('indoors');
    expect(movementPlaceIn('Floating at the local pool')).toBe('pool');
    expect(movementPlaceIn('Careers in the field of medicine')).toBeUndefined();
  });

  it('gives the lines for every lesson, the place, and the risks of the skills taught', () => {
    const always = MOVEMENT_SAFETY.filter((line) => line.when === 'every lesson');
    const shotPut = safetyFor(movementSkillsIn('Shot put'), 'outdoors');
    expect(shotPut).toEqual(expect.arrayContaining([...always, ...MOVEMENT_SAFETY.filter((l) => ['outdoors', 'throwing', 'equipment'].includes(l.when))]));
    expect(shotPut.some((line) => line.when === 'water')).toBe(false);
    expect(safetyFor(movementSkillsIn('Freestyle kick')).filter((line) => line.when === 'water').length).toBeGreaterThanOrEqual(3);
    expect(safetyFor([], 'pool').some((line) => line.when === 'water')).toBe(true);
  });

  it('lists sports whose skills all exist', () => {
    const all = new Set(MOVEMENT_SKILLS.map((skill) => skill.id));
    for (const sport of SPORTS) for (const id of sport.skills) expect(all.has(id), `${sport.name}: ${id}`).toBe(true);
  });
});
