import { defineTopic, withDistractors, type Generator } from './define.ts';
import { plain, whole } from './format.ts';
import { decimal } from './numbers.ts';
import type { Place } from './place.ts';

/**
 * Measuring and converting from Year 3 to Year 10: reading scales, metric units of length, mass and capacity, units of
 * area and volume, customary and imperial units with their usual approximations, compound units (speed, density,
 * rates of pay), and absolute, relative and percentage error.
 */

const MEASURE_MATERIALS = ['Rulers, tape measures and trundle wheels', 'Kitchen scales and measuring jugs', 'Conversion charts', 'Mini-whiteboards and pens'];

interface Conversion {
  big: string;
  small: string;
  factor: number;
}
const METRIC: readonly Conversion[] = [
  { big: 'm', small: 'cm', factor: 100 },
  { big: 'cm', small: 'mm', factor: 10 },
  { big: 'km', small: 'm', factor: 1000 },
  { big: 'kg', small: 'g', factor: 1000 },
  { big: 'L', small: 'mL', factor: 1000 },
];

const readScale: Generator = (random) => {
  const unit = random.pick([
    ['g', 100, 'A kitchen scale'],
    ['mL', 50, 'A measuring jug'],
    ['cm', 10, 'A tape measure'],
    ['°C', 2, 'A thermometer'],
  ] as const);
  const [name, step, instrument] = unit;
  const lower = random.int(1, 9) * step * (name === '°C' ? 5 : 1);
  const marks = random.pick([2, 4, 5, 10]);
  const along = random.int(1, marks - 1);
  const value = lower + (step * along) / marks;
  return withDistractors(
    { prompt: `${instrument} has labelled marks at ${lower} ${name} and ${lower + step} ${name}, with ${marks} equal spaces between them. The pointer is on mark ${along} after ${lower} ${name}. What does it read?`, steps: [`Each space is ${step} ÷ ${marks} = ${plain(step / marks)} ${name}.`, `${lower} + ${along} × ${plain(step / marks)} = ${plain(value)} ${name}.`], answer: `${plain(value)} ${name}` },
    // Counting each space as one unit.
    [`${lower + along} ${name}`, `${plain(lower + along * 10)} ${name}`],
  );
};

const convertMetric: Generator = (random, grade) => {
  const c = random.pick(METRIC);
  const toSmall = random.int(0, 1) === 1;
  const value = grade <= 4 ? random.int(2, 9) : random.int(11, 99) / 10;
  if (toSmall) {
    return withDistractors(
      { prompt: `Convert ${plain(value)} ${c.big} to ${c.small}.`, steps: [`1 ${c.big} = ${whole(c.factor)} ${c.small}, so multiply by ${whole(c.factor)}.`, `${plain(value)} × ${whole(c.factor)} = ${whole(Math.round(value * c.factor))} ${c.small}.`], answer: `${whole(Math.round(value * c.factor))} ${c.small}` },
      [`${plain(value / c.factor)} ${c.small}`, `${plain(value * (c.factor === 1000 ? 100 : 1000))} ${c.small}`],
    );
  }
  const small = grade <= 4 ? random.int(2, 9) * c.factor : random.int(11, 9999);
  return withDistractors(
    { prompt: `Convert ${whole(small)} ${c.small} to ${c.big}.`, steps: [`${whole(c.factor)} ${c.small} = 1 ${c.big}, so divide by ${whole(c.factor)}.`, `${whole(small)} ÷ ${whole(c.factor)} = ${plain(small / c.factor)} ${c.big}.`], answer: `${plain(small / c.factor)} ${c.big}` },
    [`${whole(small * c.factor)} ${c.big}`, `${plain(small / (c.factor === 1000 ? 100 : 1000))} ${c.big}`],
  );
};

const addMeasures: Generator = (random) => {
  const c = random.pick(METRIC.filter((x) => x.factor === 1000));
  const [a, b] = [random.int(1, 4), random.int(1, 4)];
  const [as, bs] = [random.int(1, 19) * 50, random.int(1, 19) * 50];
  const total = (a + b) * 1000 + as + bs;
  return { prompt: `Add ${a} ${c.big} ${as} ${c.small} and ${b} ${c.big} ${bs} ${c.small}. Give the answer in ${c.big} and ${c.small}.`, steps: [`${c.big}: ${a} + ${b} = ${a + b}. ${c.small}: ${as} + ${bs} = ${as + bs}.`, as + bs >= 1000 ? `${as + bs} ${c.small} = 1 ${c.big} ${as + bs - 1000} ${c.small}, so the total is ${Math.floor(total / 1000)} ${c.big} ${total % 1000} ${c.small}.` : `Total: ${a + b} ${c.big} ${as + bs} ${c.small}.`], answer: `${Math.floor(total / 1000)} ${c.big} ${total % 1000} ${c.small}` };
};

const chooseUnit: Generator = (random) => {
  const items = [
    ['the length of a swimming pool', 'm'],
    ['the mass of an apple', 'g'],
    ['the capacity of a teaspoon', 'mL'],
    ['the distance between two cities', 'km'],
    ['the mass of a car', 'kg'],
    ['the capacity of a bathtub', 'L'],
    ['the thickness of a coin', 'mm'],
    ['the length of a pencil', 'cm'],
  ] as const;
  const [thing, unit] = random.pick(items);
  const others = ['mm', 'cm', 'm', 'km', 'g', 'kg', 'mL', 'L'].filter((u) => u !== unit);
  return withDistractors(
    { prompt: `Which unit is best for measuring ${thing}: mm, cm, m, km, g, kg, mL or L?`, steps: [`Decide what is measured (length, mass or capacity) and about how big it is.`, `${thing.replace(/^the /, 'The ')} is best measured in ${unit}.`], answer: unit },
    random.shuffle(others).slice(0, 3),
  );
};

const AREA_UNITS = [
  ['m²', 'cm²', 10_000],
  ['cm²', 'mm²', 100],
  ['km²', 'm²', 1_000_000],
  ['hectares', 'm²', 10_000],
] as const;

const convertArea: Generator = (random) => {
  const [big, small, factor] = random.pick(AREA_UNITS);
  const value = random.int(2, 95) / (random.int(0, 1) ? 1 : 10);
  const root = Math.sqrt(factor);
  return withDistractors(
    { prompt: `Convert ${plain(value)} ${big} to ${small}.`, steps: [big === 'hectares' ? `1 hectare is a 100 m × 100 m square = 10 000 m².` : `1 ${big} is a square ${whole(root)} ${small.replace('²', '')} by ${whole(root)} ${small.replace('²', '')}, so 1 ${big} = ${whole(factor)} ${small}.`, `${plain(value)} × ${whole(factor)} = ${whole(Math.round(value * factor))} ${small}.`], answer: `${whole(Math.round(value * factor))} ${small}` },
    [`${whole(Math.round(value * root))} ${small}`, `${plain(value / factor)} ${small}`],
  );
};

const convertVolume: Generator = (random) => {
  const value = random.int(2, 40) / 10;
  return withDistractors(
    { prompt: `Convert ${plain(value)} m³ to cm³, and say how many litres that is.`, steps: [`1 m³ is 100 cm × 100 cm × 100 cm = 1 000 000 cm³.`, `${plain(value)} × 1 000 000 = ${whole(Math.round(value * 1_000_000))} cm³; 1000 cm³ = 1 L, so that is ${whole(Math.round(value * 1000))} L.`], answer: `${whole(Math.round(value * 1_000_000))} cm³ = ${whole(Math.round(value * 1000))} L` },
    [`${whole(Math.round(value * 100))} cm³ = ${plain(value / 10)} L`, `${whole(Math.round(value * 10_000))} cm³ = ${whole(Math.round(value * 10))} L`],
  );
};

const CUSTOMARY = [
  ['feet', 'inches', 12],
  ['yards', 'feet', 3],
  ['pounds', 'ounces', 16],
  ['gallons', 'quarts', 4],
  ['quarts', 'pints', 2],
  ['miles', 'yards', 1760],
] as const;

/** A measurement in two units written as a decimal of the larger one: 2 kg 75 g = 2.075 kg. */
const decimalMeasure: Generator = (random) => {
  const c = random.pick(METRIC.filter((x) => x.factor >= 100));
  const units = random.int(1, 9);
  const small = random.int(1, c.factor - 1);
  const value = units + small / c.factor;
  const places = String(c.factor).length - 1;
  return withDistractors(
    { prompt: `Write ${units} ${c.big} ${whole(small)} ${c.small} in ${c.big}, as a decimal.`, steps: [`1 ${c.big} = ${whole(c.factor)} ${c.small}, so ${whole(small)} ${c.small} = ${whole(small)} ÷ ${whole(c.factor)} = ${decimal(small / c.factor, places)} ${c.big}.`, `${units} + ${decimal(small / c.factor, places)} = ${plain(value)} ${c.big}.`], answer: `${plain(value)} ${c.big}` },
    // The smaller unit's number written straight after the point, whatever its place value.
    [`${units}.${small} ${c.big}`, `${plain(units + small / 10 ** (places + 1))} ${c.big}`],
  );
};

/** Customary and imperial questions only where the outcome teaches those units; else a metric question in their place. */
const customaryAllowed = (place: Place) => place.measures?.customary ?? true;
const imperialAllowed = (place: Place) => place.measures?.imperial ?? true;

const convertCustomary: Generator = (random, grade, place) => {
  if (!customaryAllowed(place)) return convertMetric(random, grade, place);
  const [big, small, factor] = random.pick(CUSTOMARY.slice(0, 5));
  const value = random.int(2, 12);
  return withDistractors(
    { prompt: `How many ${small} are there in ${value} ${big}?`, steps: [`1 ${big.replace(/s$/, '').replace('feet', 'foot')} = ${factor} ${small}.`, `${value} × ${factor} = ${value * factor} ${small}.`], answer: `${value * factor} ${small}` },
    [`${value * 10} ${small}`, `${value + factor} ${small}`],
  );
};

const IMPERIAL = [
  ['miles', 'km', 8 / 5, '5 miles ≈ 8 km'],
  ['inches', 'cm', 2.5, '1 inch ≈ 2.5 cm'],
  ['kg', 'pounds', 2.2, '1 kg ≈ 2.2 pounds'],
  ['pints', 'litres', 0.57, '1 pint ≈ 0.57 litres'],
  ['gallons', 'litres', 4.5, '1 gallon ≈ 4.5 litres'],
] as const;

const convertImperial: Generator = (random, grade, place) => {
  if (!imperialAllowed(place)) return decimalMeasure(random, grade, place);
  const [from, to, rate, fact] = random.pick(IMPERIAL);
  const value = from === 'miles' ? 5 * random.int(2, 20) : random.int(2, 20);
  const result = Math.round(value * rate * 100) / 100;
  return withDistractors(
    { prompt: `Use ${fact} to convert ${value} ${from} to ${to}, approximately.`, steps: [fact.startsWith('5') ? `${value} miles is ${value / 5} lots of 5 miles.` : `Multiply by ${rate}.`, fact.startsWith('5') ? `${value / 5} × 8 = ${plain(result)} km.` : `${value} × ${rate} = ${plain(result)} ${to}.`], answer: `About ${plain(result)} ${to}` },
    [`About ${plain(Math.round((value / rate) * 100) / 100)} ${to}`, `About ${plain(value * 10)} ${to}`],
  );
};

export const measuringUnits = defineTopic({
  strand: 'measurement',
  name: 'measuring and converting units',
  grades: [2, 9],
  keyPoints: (grade) => [
    'Choose a unit that suits the size of what is measured: mm, cm, m or km for length; g or kg for mass; mL or L for capacity.',
    'To read a scale, work out what each small division is worth: the gap between labelled marks ÷ the number of spaces.',
    grade >= 7 ? 'Area units convert by the square of the length factor (1 m² = 10 000 cm²) and volume units by its cube (1 m³ = 1 000 000 cm³).' : 'To convert to a smaller unit multiply (1 m = 100 cm); to a larger unit divide.',
  ],
  priorKnowledge: ['Multiplying and dividing by 10, 100 and 1000.', 'Reading number lines.', 'Decimals.'],
  keywords: ['measurement', 'unit of measurement', 'metric unit', 'length', 'mass', 'capacity'],
  materials: MEASURE_MATERIALS,
  activities: ['Measure and convert: groups measure classroom objects with the most suitable instrument, record each measurement in two units, and check a partner’s conversions.'],
  levels: (grade) => (grade <= 3 ? [readScale, chooseUnit, convertMetric, readScale, addMeasures, convertMetric] : grade <= 5 ? [readScale, convertMetric, addMeasures, chooseUnit, convertCustomary, convertImperial] : grade <= 6 ? [convertMetric, readScale, convertCustomary, convertImperial, convertArea, addMeasures] : [convertMetric, convertArea, convertVolume, convertImperial, convertCustomary, convertArea]),
  recall: (grade) => (grade <= 4 ? [readScale, convertMetric, chooseUnit] : [convertMetric, readScale, convertCustomary]),
});

// ——— Speed, density and other compound units (Years 6 to 10) ———

const speedDistance: Generator = (random) => {
  const speed = random.int(4, 24) * 5;
  const ask = random.pick(['distance', 'time', 'speed'] as const);
  // A time in part hours, where “1.5 hours” read as 1 hour 50 minutes is the mistake to catch.
  const hours = ask === 'time' ? random.pick([1.5, 2.5, 0.5, 3.5]) : random.pick([1.5, 2, 2.5, 3, 0.5, 4]);
  const distance = speed * hours;
  if (ask === 'distance') {
    return withDistractors({ prompt: `A car travels at an average speed of ${speed} km/h for ${plain(hours)} hours. How far does it travel?`, steps: [`Distance = speed × time.`, `${speed} × ${plain(hours)} = ${plain(distance)} km.`], answer: `${plain(distance)} km` }, [`${plain(speed / hours)} km`, `${plain(speed + hours)} km`]);
  }
  if (ask === 'time') {
    return withDistractors({ prompt: `A coach travels ${plain(distance)} km at an average speed of ${speed} km/h. How long does the journey take?`, steps: [`Time = distance ÷ speed.`, `${plain(distance)} ÷ ${speed} = ${plain(hours)} hours${hours % 1 ? ` (${Math.floor(hours)} h ${(hours % 1) * 60} min)` : ''}.`], answer: `${plain(hours)} hours` }, [`${plain(Math.floor(hours))}.${(hours % 1) * 60} hours`, `${plain(speed * distance)} hours`].filter((d) => d !== `${plain(hours)} hours`));
  }
  return withDistractors({ prompt: `A train travels ${plain(distance)} km in ${plain(hours)} hours. What is its average speed?`, steps: [`Speed = distance ÷ time.`, `${plain(distance)} ÷ ${plain(hours)} = ${speed} km/h.`], answer: `${speed} km/h` }, [`${plain(distance * hours)} km/h`, `${plain(hours / distance)} km/h`]);
};

const density: Generator = (random) => {
  const rho = random.pick([0.8, 1.2, 2.5, 7.9, 11.3, 19.3, 2.7]);
  const volume = random.int(5, 60);
  const mass = Math.round(rho * volume * 10) / 10;
  if (random.int(0, 1) === 0) {
    return withDistractors({ prompt: `A block of metal has a mass of ${plain(mass)} g and a volume of ${volume} cm³. What is its density?`, steps: [`Density = mass ÷ volume.`, `${plain(mass)} ÷ ${volume} = ${plain(rho)} g/cm³.`], answer: `${plain(rho)} g/cm³` }, [`${plain(mass * volume)} g/cm³`, `${decimal(volume / mass, 2)} g/cm³`]);
  }
  return withDistractors({ prompt: `A material has a density of ${plain(rho)} g/cm³. What is the mass of ${volume} cm³ of it?`, steps: [`Mass = density × volume.`, `${plain(rho)} × ${volume} = ${plain(mass)} g.`], answer: `${plain(mass)} g` }, [`${decimal(volume / rho, 1)} g`, `${plain(rho + volume)} g`]);
};

const convertSpeed: Generator = (random) => {
  const kmh = random.pick([18, 36, 54, 72, 90, 108, 45, 27]);
  const ms = kmh / 3.6;
  return withDistractors(
    { prompt: `Convert ${kmh} km/h to metres per second.`, steps: [`${kmh} km/h = ${kmh * 1000} m in 3600 seconds.`, `${kmh * 1000} ÷ 3600 = ${plain(ms)} m/s.`], answer: `${plain(ms)} m/s` },
    [`${plain(kmh * 3.6)} m/s`, `${plain(kmh / 60)} m/s`],
  );
};

const payRate: Generator = (random, _grade, place) => {
  const rate = random.int(15, 35) + random.pick([0, 0.5, 0.25]);
  const hours = random.int(6, 40);
  return withDistractors(
    { prompt: `A part-time job pays ${place.currency.major}${rate.toFixed(2)} per hour. How much is earned for ${hours} hours of work?`, steps: [`Pay = rate × hours.`, `${rate.toFixed(2)} × ${hours} = ${(rate * hours).toFixed(2)}.`], answer: `${place.currency.major}${(rate * hours).toFixed(2)}` },
    [`${place.currency.major}${(rate + hours).toFixed(2)}`, `${place.currency.major}${(rate * hours * 1.1).toFixed(2)}`],
  );
};

const pressure: Generator = (random) => {
  const force = random.int(2, 30) * 10;
  const area = random.pick([2, 4, 5, 0.5, 0.25]);
  return { prompt: `A force of ${force} N acts on an area of ${plain(area)} m². What is the pressure?`, steps: [`Pressure = force ÷ area.`, `${force} ÷ ${plain(area)} = ${plain(force / area)} N/m².`], answer: `${plain(force / area)} N/m²` };
};

export const compoundUnits = defineTopic({
  strand: 'ratio',
  name: 'speed, density and other compound units',
  grades: [6, 10],
  keyPoints: (grade) => [
    'A compound unit combines two units: km/h is kilometres per hour, g/cm³ is grams per cubic centimetre.',
    'Speed = distance ÷ time, so distance = speed × time and time = distance ÷ speed; density = mass ÷ volume.',
    grade >= 8 ? 'To change km/h into m/s, change kilometres to metres (× 1000) and hours to seconds (÷ 3600).' : 'Check the units of the answer: they tell you whether to multiply or divide.',
  ],
  priorKnowledge: ['Multiplying and dividing decimals.', 'Units of length, mass and time.', 'Unit rates.'],
  keywords: ['rate', 'unit rate', 'quantity', 'formula'],
  misconceptions: ['division-bigger-by-smaller'],
  materials: ['Stopwatches and a measured track', 'Calculators', 'Mini-whiteboards and pens'],
  activities: ['Speed trials: students time each other walking 20 m, calculate their speeds in m/s, convert them to km/h, and compare with the speed limit near the school.'],
  levels: (grade) => (grade <= 7 ? [speedDistance, payRate, speedDistance, density, speedDistance, payRate] : [speedDistance, density, convertSpeed, pressure, speedDistance, density]),
  recall: [convertMetric, payRate, speedDistance],
});

// ——— Measurement error (Years 9 to 10) ———

const absoluteRelativeError: Generator = (random) => {
  const unit = random.pick([
    ['cm', 1, 'A length'],
    ['mm', 1, 'A length'],
    ['g', 10, 'A mass'],
    ['mL', 5, 'A volume of liquid'],
  ] as const);
  const [name, precision, quantity] = unit;
  const measured = random.int(20, 400) * precision;
  const absolute = precision / 2;
  const relative = absolute / measured;
  return withDistractors(
    { prompt: `${quantity} is measured as ${measured} ${name}, to the nearest ${precision === 1 ? '' : `${precision} `}${name}. Find the absolute error and the percentage error, to 2 decimal places.`, steps: [`The absolute error is half the smallest unit of measurement: ${plain(precision)} ÷ 2 = ${plain(absolute)} ${name}.`, `Relative error = ${plain(absolute)} ÷ ${measured} = ${decimal(relative, 5)}…`, `Percentage error = relative error × 100 = ${decimal(relative * 100, 2)}%.`], answer: `Absolute error ${plain(absolute)} ${name}; percentage error ${decimal(relative * 100, 2)}%` },
    [`Absolute error ${plain(precision)} ${name}; percentage error ${decimal((precision / measured) * 100, 2)}%`, `Absolute error ${plain(absolute)} ${name}; percentage error ${decimal(relative, 2)}%`],
  );
};

const percentError: Generator = (random) => {
  const actual = random.int(40, 200);
  const off = random.int(1, 9) * (random.int(0, 1) ? 1 : -1);
  const estimate = actual + off;
  const percent = (Math.abs(off) / actual) * 100;
  return withDistractors(
    { prompt: `A student estimates a length as ${estimate} cm. Its true length is ${actual} cm. What is the percentage error, to 1 decimal place?`, steps: [`Error = |${estimate} − ${actual}| = ${Math.abs(off)} cm.`, `Percentage error = ${Math.abs(off)} ÷ ${actual} × 100 = ${decimal(percent, 1)}%.`], answer: `${decimal(percent, 1)}%` },
    [`${decimal((Math.abs(off) / estimate) * 100, 1)}%`, `${Math.abs(off)}%`].filter((d) => d !== `${decimal(percent, 1)}%`),
  );
};

const errorInArea: Generator = (random) => {
  const [l, w] = [random.int(5, 20), random.int(3, 12)];
  const upper = (l + 0.5) * (w + 0.5);
  const lower = (l - 0.5) * (w - 0.5);
  return { prompt: `A rectangle measures ${l} cm by ${w} cm, each to the nearest cm. Between what limits must its true area lie?`, steps: [`Lower bounds: ${plain(l - 0.5)} × ${plain(w - 0.5)} = ${plain(lower)} cm².`, `Upper bounds: ${plain(l + 0.5)} × ${plain(w + 0.5)} = ${plain(upper)} cm².`], answer: `${plain(lower)} cm² ≤ area < ${plain(upper)} cm²` };
};

export const measurementError = defineTopic({
  strand: 'measurement',
  name: 'measurement error',
  grades: [9, 10],
  keyPoints: [
    'Every measurement is an estimate: the absolute error of a reading is half the smallest unit it was measured to.',
    'Relative error = absolute error ÷ measured value; percentage error = relative error × 100%.',
    'Errors grow in calculations: use the bounds of each measurement to find the bounds of a result.',
  ],
  priorKnowledge: ['Rounding and bounds.', 'Percentages.', 'Area of rectangles.'],
  keywords: ['measurement error', 'accuracy', 'estimate', 'percentage'],
  materials: MEASURE_MATERIALS,
  activities: ['Same object, different tools: groups measure one object with a ruler, a tape measure and a trundle wheel, find the percentage error for each, and decide which tool suits the job.'],
  levels: [absoluteRelativeError, percentError, errorInArea, absoluteRelativeError, percentError, errorInArea],
  recall: [convertMetric, readScale, convertArea],
});

export const unitWarmUps = { convertMetric, readScale };
