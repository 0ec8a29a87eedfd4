/**
 * The independent solver's reading of the word problems (a wheel's distance, a raffle, a recipe, a taxi fare): it
 * takes the numbers out of the situation as a student would and works the answer with its own arithmetic. Prompts
 * arrive with "−", "×" and "÷" already written as "-", "*" and "/".
 *
 * An equation set up from a situation is answered as "8 km (from 3x + 4 = 28)": the solver returns "setup:8", and
 * the answer is right when it states 8 and its equation holds at x = 8.
 */

type Value = number | string;

const round1 = (x: number) => Math.round(x * 10) / 10;
const dollars = (x: number) => `$${x.toFixed(2)}`;
const median = (values: number[]) => {
  const order = [...values].sort((a, b) => a - b);
  const mid = order.length / 2;
  return Number.isInteger(mid) ? (order[mid - 1]! + order[mid]!) / 2 : order[Math.floor(mid)]!;
};
const COUNTS: Record<string, number> = { Three: 3, Four: 4, Five: 5, Six: 6 };
const DIE_EVENTS: Record<string, (face: number) => boolean> = {
  'a 5 or a 6': (f) => f >= 5,
  'an even number': (f) => f % 2 === 0,
  'a 6': (f) => f === 6,
};

export function solveSituation(p: string): Value | undefined {
  return circleSituation(p) ?? chanceSituation(p) ?? rateSituation(p) ?? equationSituation(p) ?? dataSituation(p);
}

function circleSituation(p: string): Value | undefined {
  let m: RegExpExecArray | null;
  const n = (i: number) => Number(m![i]);
  if ((m = /^A bicycle wheel with a diameter of (\d+) cm turns (\d+) times as a student rides along a straight path to school\. How far does the bicycle travel, in metres, to 1 decimal place\?$/.exec(p)))
    return round1((Math.PI * n(1) * n(2)) / 100);
  if ((m = /^A gardener wants to lay stone edging all the way around a circular pond with a radius of (\d+) m, and the edging is sold only in whole metres\. How many metres of edging must she buy\?$/.exec(p))) return Math.ceil(2 * Math.PI * n(1));
  if ((m = /^A jogger runs (\d+) times around a circular path beside a park lake, and the path has a diameter of (\d+) m\. How far does the jogger run altogether, to 1 decimal place\?$/.exec(p)))
    return round1(Math.PI * n(1) * n(2));
  if ((m = /^A round pizza with a diameter of (\d+) cm is cut into (\d+) equal slices so that a family can share it fairly\. What is the area of the top of one slice, to 1 decimal place\?$/.exec(p)))
    return round1((Math.PI * (n(1) / 2) ** 2) / n(2));
  if ((m = /^A circular rug with a diameter of (\d+) m is placed in the middle of a square classroom floor with sides of (\d+) m\. What area of the floor is not covered by the rug, to 1 decimal place\?$/.exec(p)))
    return round1(n(2) ** 2 - Math.PI * (n(1) / 2) ** 2);
  if ((m = /^A garden sprinkler stands in the corner of a rectangular lawn and waters a quarter of a circle with a radius of (\d+) m\. What area of lawn does the sprinkler water, to 1 decimal place\?$/.exec(p)))
    return round1((Math.PI * n(1) ** 2) / 4);
  return undefined;
}

function chanceSituation(p: string): Value | undefined {
  let m: RegExpExecArray | null;
  const n = (i: number) => Number(m![i]);
  if ((m = /^A school raffle sells (\d+) tickets and draws one winning ticket at random, and a family buys (\d+) of the tickets\. What is the probability that the family does not win the prize\?$/.exec(p)))
    return 1 - n(2) / n(1);
  if ((m = /^In a class of (\d+) students, (\d+) walk to school, (\d+) come by bus and the rest come by car, and the teacher chooses one student at random to hand out the books\. What is the probability that this student comes by car\?$/.exec(p)))
    return (n(1) - n(2) - n(3)) / n(1);
  if ((m = /^The spinner in a board game has (\d+) equal sections: (\d+) (is|are) red, (\d+) (is|are) blue and the rest are green\. What is the probability that the spinner does not land on a blue section\?$/.exec(p))) {
    if ((m[3] === 'is') !== (n(2) === 1) || (m[5] === 'is') !== (n(4) === 1)) return 'verb and number disagree';
    return 1 - n(4) / n(1);
  }
  if ((m = /^During a game, a spinner with (\d+) equal sections is spun (\d+) times, and (\d+) of its sections say “Move forward”\. About how many times would you expect the spinner to land on “Move forward”\?$/.exec(p)))
    return (n(3) / n(1)) * n(2);
  if ((m = /^In a board game, a player scores a point each time a fair six-sided die shows (.+), and the die is rolled (\d+) times during the game\. About how many points would you expect the player to score\?$/.exec(p)))
    return ([1, 2, 3, 4, 5, 6].filter(DIE_EVENTS[m[1]!]!).length / 6) * n(2);
  if ((m = /^In a survey of (\d+) students chosen at random from a school of (\d+) students, (\d+) said that they walk to school\. About how many students at the whole school would you expect to walk to school\?$/.exec(p)))
    return (n(3) / n(1)) * n(2);
  return undefined;
}

function rateSituation(p: string): Value | undefined {
  let m: RegExpExecArray | null;
  const n = (i: number) => Number(m![i]);
  if ((m = /^An? [\w ]+ recipe for (\d+) people uses (\d+) (g|ml) of ([\w ]+) and (\d+) (g|ml) of ([\w ]+)\. How much \4 and how much \7 are needed for (\d+) people\?$/.exec(p)))
    return `${(n(2) / n(1)) * n(8)} ${m[3]} of ${m[4]} and ${(n(5) / n(1)) * n(8)} ${m[6]} of ${m[7]}`;
  if ((m = /^A shade of \w+ paint is made by mixing (\w+) and (\w+) paint in the ratio (\d+) : (\d+), and a painter needs (\d+) litres of \w+ paint for a wall\. How many litres of each colour should she mix\?$/.exec(p))) {
    const part = n(5) / (n(3) + n(4));
    return `${part * n(3)} litres of ${m[1]} and ${part * n(4)} litres of ${m[2]}`;
  }
  if ((m = /^Water flows from a tap at a steady rate, so the volume y in litres is proportional to the time x in minutes, and (\d+) litres flow out in (\d+) minutes\. Find the constant of proportionality k, and the volume after (\d+) minutes\.$/.exec(p)))
    return `k = ${n(1) / n(2)}; ${(n(1) / n(2)) * n(3)} litres`;
  if ((m = /^A car travels at a steady speed, so the distance y in kilometres is proportional to the time x in hours, and it travels (\d+) km in (\d+) hours\. Find the constant of proportionality k, and the distance it travels in (\d+) hours\.$/.exec(p)))
    return `k = ${n(1) / n(2)}; ${(n(1) / n(2)) * n(3)} km`;
  if ((m = /^A shop sells \w+ in two sizes: a (\d+) (g|ml) (\w+) costs \$(\d+\.\d\d) and a (\d+) \2 \3 costs \$(\d+\.\d\d)\. By comparing the cost of 100 \2 in each, decide which \3 is better value\.$/.exec(p))) {
    const [small, large] = [n(4) / (n(1) / 100), n(6) / (n(5) / 100)];
    const better = large < small ? n(5) : n(1);
    return `The ${better} ${m[2]} ${m[3]}: ${dollars(Math.min(small, large))} per 100 ${m[2]}, against ${dollars(Math.max(small, large))}`;
  }
  if ((m = /^A school printer prints (\d+) pages in (\d+) minutes when it copies worksheets for a class\. At the same rate, how many minutes does it take to print (\d+) pages\?$/.exec(p)))
    return n(3) / (n(1) / n(2));
  if ((m = /^A cyclist rides (\d+) km in (\d+) hours at a steady speed along a flat country road\. At the same speed, how far does she ride in (\d+) hours\?$/.exec(p))) return (n(1) / n(2)) * n(3);
  if ((m = /^A bike costs \$(\d+\.\d\d), and in a sale its price is reduced by (\d+)%\. On the last day of the sale, a further (\d+)% is taken off the sale price\. What is the final price of the bike\?$/.exec(p)))
    return n(1) * (1 - n(2) / 100) * (1 - n(3) / 100);
  if ((m = /^An? [\w -]+ costs \$(\d+\.\d\d) (?:before a sale, and in the sale the price is reduced|this (?:year|season), and next (?:year|season) the price goes up) by (\d+)%\. What (?:is the sale price of the \w+|will the [\w ]+ cost next (?:year|season))\?$/.exec(p)))
    return n(1) * (1 + ((p.includes('goes up') ? 1 : -1) * n(2)) / 100);
  if ((m = /^A sports shop takes (\d+)% off the price of an? [\w -]+ that normally costs \$(\d+\.\d\d)\. How much money does a customer save\?$/.exec(p))) return (n(1) * n(2)) / 100;
  if ((m = /^A jacket costs \$(\d+\.\d\d) and is (\d+)% off in a sale\. What is the sale price\?$/.exec(p))) return n(1) - (n(1) * n(2)) / 100;
  if ((m = /^The same board game is on sale in two shops\. Shop A sells it for \$(\d+\.\d\d) with (\d+)% off\. Shop B sells it for \$(\d+\.\d\d)\. Which shop is cheaper, and by how much\?$/.exec(p))) {
    const shopA = n(1) * (1 - n(2) / 100);
    return `Shop ${shopA < n(3) ? 'A' : 'B'}, by ${dollars(Math.abs(shopA - n(3)))}`;
  }
  if ((m = /^A school has (\d+) students, and in a survey (\d+)% of them said that they walk to school\. How many students at the school do not walk to school\?$/.exec(p)))
    return n(1) - (n(1) * n(2)) / 100;
  return undefined;
}

function equationSituation(p: string): Value | undefined {
  let m: RegExpExecArray | null;
  const n = (i: number) => Number(m![i]);
  const setup = (x: number) => `setup:${x}`;
  if ((m = /^A student is saving to buy a bike that costs \$(\d+), and she has saved \$(\d+) so far\. Write and solve an equation/.exec(p))) return setup(n(1) - n(2));
  if ((m = /^Tickets for a school concert cost \$(\d+) each, and a family pays \$(\d+) for their tickets\. Write and solve an equation/.exec(p))) return setup(n(2) / n(1));
  if ((m = /^A taxi charges \$(\d+) to start a ride plus \$(\d+) for each kilometre travelled, and one ride costs \$(\d+)\. Write and solve an equation/.exec(p)))
    return setup((n(3) - n(1)) / n(2));
  if ((m = /^A phone plan costs \$(\d+) a month plus \$(\d+) for each gigabyte of data used, and one month’s bill is \$(\d+)\. Write and solve an equation/.exec(p)))
    return setup((n(3) - n(1)) / n(2));
  if ((m = /^(Three|Four|Five|Six) friends go to the cinema, where they each pay the same ticket price, x dollars, and together they spend \$(\d+) on snacks and \$(\d+) in all\. Write and solve an equation/.exec(p)))
    return setup((n(3) - n(2)) / COUNTS[m[1]!]!);
  if ((m = /^Phone plan A costs \$(\d+) a month plus \$(\d+) for each gigabyte of data\. Plan B costs \$(\d+) a month plus \$(\d+) for each gigabyte\. Write and solve an equation/.exec(p)))
    return setup((n(1) - n(3)) / (n(4) - n(2)));
  if ((m = /^A parent is (\d+) times as old as their child\. In (\d+) years’ time, the parent will be twice as old as the child\. Write and solve an equation/.exec(p))) {
    // kx + n = 2(x + n), so (k − 2)x = n.
    return setup(n(2) / (n(1) - 2));
  }
  return undefined;
}

function dataSituation(p: string): Value | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^In a fitness lesson, six students recorded how many push-ups they could do in one minute: ([\d, ]+)\. What is the median number of push-ups for the group\?$/.exec(p))) {
    const values = m[1]!.split(', ').map(Number);
    return values.length === 6 ? median(values) : 'not six values';
  }
  if ((m = /^A (?:basketball player|school basketball team) scored ([\d, ]+) and (\d+) points in (?:her|its) first four games\. How many points must (?:she|the team) score in the fifth game to have a mean of (\d+) points per game\?$/.exec(p))) {
    const scores = [...m[1]!.split(', ').map(Number), Number(m[2])];
    return scores.length === 4 ? 5 * Number(m[3]) - scores.reduce((a, b) => a + b, 0) : 'not four games';
  }
  return undefined;
}
