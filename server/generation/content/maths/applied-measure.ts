import { decimal, frac, fracText } from './numbers.ts';
import type { Random } from './random.ts';
import type { Problem } from './topic.ts';
import { listWithAnd } from './words.ts';

/**
 * The top of the practice climb in circles, chance and data: the method inside an everyday situation (a wheel, a
 * raffle, a team's scores), where students first decide what to work out and then work it.
 */

/** π answers as Teachkit states them: rounded to 1 decimal place, with the rounding said. */
export const piAnswer = (value: number, unit: string) => `${decimal(value, 1)} ${unit} (to 1 d.p.)`;
const approx = (value: number) => `${decimal(value, 4)}…`;

/** Lengths around circles: a wheel's distance, a pond's edging, laps of a circular path. */
export function circleLengthProblem(random: Random): Problem {
  switch (random.int(0, 2)) {
    case 0: {
      const d = 5 * random.int(10, 14);
      const turns = 5 * random.int(2, 20);
      const metres = (Math.PI * d * turns) / 100;
      return {
        prompt: `A bicycle wheel with a diameter of ${d} cm turns ${turns} times as a student rides along a straight path to school. How far does the bicycle travel, in metres, to 1 decimal place?`,
        steps: [`Each turn moves the bicycle one circumference: π × ${d} = ${approx(Math.PI * d)} cm.`, `${turns} turns: ${approx(Math.PI * d)} × ${turns} = ${approx(Math.PI * d * turns)} cm.`, `Divide by 100 for metres: ${approx(metres)} m, which is ${decimal(metres, 1)} m to 1 d.p.`],
        answer: piAnswer(metres, 'm'),
      };
    }
    case 1: {
      const r = random.int(2, 9);
      const edge = 2 * Math.PI * r;
      return {
        prompt: `A gardener wants to lay stone edging all the way around a circular pond with a radius of ${r} m, and the edging is sold only in whole metres. How many metres of edging must she buy?`,
        steps: [`The edge is the circumference: 2 × π × ${r} = ${approx(edge)} m.`, `${decimal(edge, 1)} m is not a whole number of metres, so round up: she must buy ${Math.ceil(edge)} m.`],
        answer: `${Math.ceil(edge)} m (the edge is ${decimal(edge, 1)} m to 1 d.p.)`,
      };
    }
    default: {
      const d = 10 * random.int(4, 12);
      const laps = random.int(2, 6);
      const distance = Math.PI * d * laps;
      return {
        prompt: `A jogger runs ${laps} times around a circular path beside a park lake, and the path has a diameter of ${d} m. How far does the jogger run altogether, to 1 decimal place?`,
        steps: [`One lap is the circumference: π × ${d} = ${approx(Math.PI * d)} m.`, `${laps} laps: ${approx(Math.PI * d)} × ${laps} = ${approx(distance)} m.`, `To 1 d.p.: ${decimal(distance, 1)} m.`],
        answer: piAnswer(distance, 'm'),
      };
    }
  }
}

/**
 * A classmate's worked answer with the commonest circle error in it (from Grade 7): the diameter squared in A = πr², or
 * the radius put into C = πd. Students explain the mistake in a sentence, then work the correct answer.
 */
export function circleMistakeProblem(random: Random): Problem {
  const name = random.pick(['Sam', 'Priya', 'Leo', 'Mia', 'Tom']);
  const r = random.int(3, 9);
  const d = 2 * r;
  if (random.int(0, 1) === 0) {
    const wrong = Math.PI * d * d;
    const area = Math.PI * r * r;
    return {
      prompt: `${name} says that a circle with a diameter of ${d} cm has an area of ${decimal(wrong, 1)} cm², because π × ${d}² = ${decimal(wrong, 1)}. Explain the mistake in a sentence, then find the correct area to 1 decimal place.`,
      steps: [`A = πr² needs the radius, but ${d} cm is the diameter.`, `The radius is ${d} ÷ 2 = ${r} cm.`, `A = π × ${r}² = π × ${r * r} = ${approx(area)}, which is ${decimal(area, 1)} cm² to 1 d.p.`],
      answer: `${name} squared the diameter instead of the radius; with r = ${r} cm the area is ${piAnswer(area, 'cm²')}`,
    };
  }
  const wrong = Math.PI * r;
  const length = Math.PI * d;
  return {
    prompt: `${name} says that a circular pond with a radius of ${r} m has a circumference of ${decimal(wrong, 1)} m, because π × ${r} = ${decimal(wrong, 1)}. Explain the mistake in a sentence, then find the correct circumference to 1 decimal place.`,
    steps: [`C = πd needs the diameter, but ${r} m is the radius.`, `The diameter is 2 × ${r} = ${d} m.`, `C = π × ${d} = ${approx(length)}, which is ${decimal(length, 1)} m to 1 d.p.`],
    answer: `${name} used the radius in C = πd instead of the diameter; with d = ${d} m the circumference is ${piAnswer(length, 'm')}`,
  };
}

/** Areas of circles and parts of them: a pizza slice, the floor a rug leaves bare, the lawn a sprinkler waters. */
export function circleAreaProblem(random: Random): Problem {
  switch (random.int(0, 2)) {
    case 0: {
      const d = 2 * random.int(12, 18);
      const slices = random.pick([6, 8, 10, 12]);
      const whole = Math.PI * (d / 2) ** 2;
      return {
        prompt: `A round pizza with a diameter of ${d} cm is cut into ${slices} equal slices so that a family can share it fairly. What is the area of the top of one slice, to 1 decimal place?`,
        steps: [`The radius is ${d} ÷ 2 = ${d / 2} cm.`, `The whole pizza: π × ${d / 2}² = π × ${(d / 2) ** 2} = ${approx(whole)} cm².`, `One slice: ${approx(whole)} ÷ ${slices} = ${approx(whole / slices)}, which is ${decimal(whole / slices, 1)} cm² to 1 d.p.`],
        answer: piAnswer(whole / slices, 'cm²'),
      };
    }
    case 1: {
      const side = random.int(4, 7);
      const d = random.int(2, side - 1);
      const rug = Math.PI * (d / 2) ** 2;
      return {
        prompt: `A circular rug with a diameter of ${d} m is placed in the middle of a square classroom floor with sides of ${side} m. What area of the floor is not covered by the rug, to 1 decimal place?`,
        steps: [`The floor: ${side} × ${side} = ${side * side} m².`, `The rug's radius is ${d} ÷ 2 = ${d / 2} m, so its area is π × ${d / 2}² = ${approx(rug)} m².`, `Not covered: ${side * side} − ${approx(rug)} = ${approx(side * side - rug)}, which is ${decimal(side * side - rug, 1)} m² to 1 d.p.`],
        answer: piAnswer(side * side - rug, 'm²'),
      };
    }
    default: {
      const r = random.int(3, 10);
      const quarter = (Math.PI * r * r) / 4;
      return {
        prompt: `A garden sprinkler stands in the corner of a rectangular lawn and waters a quarter of a circle with a radius of ${r} m. What area of lawn does the sprinkler water, to 1 decimal place?`,
        steps: [`A whole circle: π × ${r}² = π × ${r * r} = ${approx(Math.PI * r * r)} m².`, `A quarter of it: ${approx(Math.PI * r * r)} ÷ 4 = ${approx(quarter)}, which is ${decimal(quarter, 1)} m² to 1 d.p.`],
        answer: piAnswer(quarter, 'm²'),
      };
    }
  }
}

const fraction = (n: number, d: number) => {
  const simplest = fracText(frac(n, d));
  return simplest === `${n}/${d}` ? simplest : `${n}/${d} = ${simplest}`;
};

/** One event's probability in a situation: a raffle, a class's way to school, a game's spinner. */
export function chanceStoryProblem(random: Random): Problem {
  switch (random.int(0, 2)) {
    case 0: {
      const tickets = random.pick([100, 150, 200, 250, 300, 500]);
      const bought = random.int(2, 12);
      return {
        prompt: `A school raffle sells ${tickets} tickets and draws one winning ticket at random, and a family buys ${bought} of the tickets. What is the probability that the family does not win the prize?`,
        steps: [`Each of the ${tickets} tickets is equally likely to be drawn.`, `Tickets that are not the family’s: ${tickets} − ${bought} = ${tickets - bought}.`, `P(not win) = ${fraction(tickets - bought, tickets)}.`],
        answer: fracText(frac(tickets - bought, tickets)),
      };
    }
    case 1: {
      const size = random.int(24, 32);
      const walk = random.int(5, 12);
      const bus = random.int(4, 10);
      const car = size - walk - bus;
      return {
        prompt: `In a class of ${size} students, ${walk} walk to school, ${bus} come by bus and the rest come by car, and the teacher chooses one student at random to hand out the books. What is the probability that this student comes by car?`,
        steps: [`Students who come by car: ${size} − ${walk} − ${bus} = ${car}.`, `Each student is equally likely to be chosen: P(car) = ${fraction(car, size)}.`],
        answer: fracText(frac(car, size)),
      };
    }
    default: {
      const sections = random.pick([5, 6, 8, 10, 12]);
      const red = random.int(1, sections - 3);
      const blue = random.int(1, sections - red - 2);
      return {
        prompt: `The spinner in a board game has ${sections} equal sections: ${red} ${red === 1 ? 'is' : 'are'} red, ${blue} ${blue === 1 ? 'is' : 'are'} blue and the rest are green. What is the probability that the spinner does not land on a blue section?`,
        steps: [`Sections that are not blue: ${sections} − ${blue} = ${sections - blue}.`, `The sections are equal, so P(not blue) = ${fraction(sections - blue, sections)}.`],
        answer: fracText(frac(sections - blue, sections)),
      };
    }
  }
}

/** How often to expect an outcome over many trials, or in a larger group than the one surveyed. */
export function expectationStoryProblem(random: Random, grade: number): Problem {
  // A survey scaled up to a whole school is relative frequency, met from Grade 7.
  switch (random.int(0, grade >= 7 ? 2 : 1)) {
    case 0: {
      const sections = random.pick([4, 5, 6, 8, 10]);
      const forward = random.int(1, sections - 1);
      const spins = sections * random.int(3, 10);
      const expected = (forward * spins) / sections;
      return {
        prompt: `During a game, a spinner with ${sections} equal sections is spun ${spins} times, and ${forward} of its sections say “Move forward”. About how many times would you expect the spinner to land on “Move forward”?`,
        steps: [`P(Move forward) = ${fraction(forward, sections)}.`, `Expected number = ${forward}/${sections} × ${spins} = ${expected}.`],
        answer: `About ${expected} times`,
      };
    }
    case 1: {
      const faces = random.pick([
        { words: 'a 5 or a 6', count: 2 },
        { words: 'an even number', count: 3 },
        { words: 'a 6', count: 1 },
      ]);
      const rolls = 6 * random.int(5, 20);
      const expected = (faces.count * rolls) / 6;
      return {
        prompt: `In a board game, a player scores a point each time a fair six-sided die shows ${faces.words}, and the die is rolled ${rolls} times during the game. About how many points would you expect the player to score?`,
        steps: [`P(a point) = ${fraction(faces.count, 6)}.`, `Expected number = ${faces.count}/6 × ${rolls} = ${expected}.`],
        answer: `About ${expected} points`,
      };
    }
    default: {
      const asked = random.pick([20, 25, 40, 50]);
      const walk = random.int(3, Math.floor(asked / 2));
      const school = asked * random.int(10, 24);
      const expected = (walk * school) / asked;
      return {
        prompt: `In a survey of ${asked} students chosen at random from a school of ${school} students, ${walk} said that they walk to school. About how many students at the whole school would you expect to walk to school?`,
        steps: [`The survey’s share who walk: ${fraction(walk, asked)}.`, `Expected number = ${walk}/${asked} × ${school} = ${expected}.`],
        answer: `About ${expected} students`,
      };
    }
  }
}

/** The median of six results in a situation (two middle values). */
export function medianStoryProblem(values: number[]): Problem {
  const order = [...values].sort((a, b) => a - b);
  const [a, b] = [order[2]!, order[3]!];
  const median = decimal((a + b) / 2, (a + b) % 2 ? 1 : 0);
  return {
    prompt: `In a fitness lesson, six students recorded how many push-ups they could do in one minute: ${values.join(', ')}. What is the median number of push-ups for the group?`,
    steps: [`In order: ${order.join(', ')}.`, `There are two middle values, ${a} and ${b}.`, `The median is halfway between them: (${a} + ${b}) ÷ 2 = ${median}.`],
    answer: median,
  };
}

/** The score a fifth game needs for a given mean: the mean worked backwards from the total. */
export function missingScoreProblem(random: Random, scores: number[], low: number, high: number, team: boolean): Problem {
  const known = scores.reduce((a, b) => a + b, 0);
  // The mean is chosen so the fifth score is one the others could have been.
  const mean = random.int(Math.ceil((known + low) / 5), Math.floor((known + high) / 5));
  const missing = 5 * mean - known;
  const who = team ? 'A school basketball team' : 'A basketball player';
  const subject = team ? 'the team' : 'she';
  return {
    prompt: `${who} scored ${listWithAnd(scores.map(String))} points in ${team ? 'its' : 'her'} first four games. How many points must ${subject} score in the fifth game to have a mean of ${mean} points per game?`,
    steps: [`A mean of ${mean} over five games needs a total of 5 × ${mean} = ${5 * mean} points.`, `The first four games give ${scores.join(' + ')} = ${known}.`, `Fifth game: ${5 * mean} − ${known} = ${missing}.`],
    answer: `${missing} points`,
  };
}
