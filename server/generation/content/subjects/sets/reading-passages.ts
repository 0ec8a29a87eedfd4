import type { LessonText } from '../../../types.ts';

/** Original informational passages written for Grade 5 (Flesch–Kincaid grade 4–6), with the sources of their facts. */

export const BEES: LessonText = {
  title: 'How Honeybees Share Directions',
  source: 'Teachkit original text. Facts: von Frisch, K. (1967), The Dance Language and Orientation of Bees, Harvard University Press; NobelPrize.org, The Nobel Prize in Physiology or Medicine 1973.',
  body: `When a honeybee discovers a good patch of flowers, she flies back to her hive with the news. She cannot speak, so how does she tell the other bees where to find the food? She dances!

The bee performs a dance that scientists call the waggle dance. She walks in a straight line while shaking her body from side to side, and then she loops around and repeats the pattern. The direction of the straight line points the way to the food. If she waggles straight up the honeycomb, the flowers are in the direction of the sun. If she waggles a little to the right, the flowers are a little to the right of the sun.

The dance also communicates distance. The longer the waggle lasts, the farther away the flowers are. The other bees crowd close and follow the dancer’s movements in the dark hive. Then they fly out and find the flowers on their own.

A scientist named Karl von Frisch studied honeybees for many years to understand this behavior. In 1973 he shared the Nobel Prize for his discoveries about how animals such as bees behave.`,
};

export const RAILROAD: LessonText = {
  title: 'The Railroad That Joined a Nation',
  source: 'Teachkit original text. Facts: National Park Service, Golden Spike National Historical Park (nps.gov/gosp); Library of Congress, “The Transcontinental Railroad”.',
  body: `In the 1850s, crossing the United States was slow and hard. A trip by wagon from Missouri to California could take four to six months. Many people wanted a faster way to travel.

In 1862, Congress passed a law to build a railroad across the country. Two companies did the work. The Central Pacific started in Sacramento, California, and built east. The Union Pacific started in Omaha, Nebraska, and built west.

The work was dangerous. Many Central Pacific workers were immigrants from China. They cut tunnels through hard rock in the Sierra Nevada mountains. Many Union Pacific workers were Irish immigrants and soldiers home from the Civil War.

On May 10, 1869, the two lines met at Promontory Summit in Utah. A golden spike was tapped into the last tie. Now a trip from coast to coast took about a week instead of months.

The railroad changed the country. Farmers and businesses could send goods to faraway cities. Towns grew up along the tracks. But the railroad also brought harm to Native American nations. It crossed their lands, and hunters who came by train killed huge numbers of the buffalo they depended on.`,
};

export const TREES: LessonText = {
  title: 'Our Town Should Plant More Trees',
  source: 'Teachkit original text. Facts: U.S. Environmental Protection Agency, “Using Trees and Vegetation to Reduce Heat Islands” and “Soak Up the Rain: Trees Help Reduce Runoff” (epa.gov).',
  body: `Our town should plant more trees along its streets. Trees would make our neighborhoods cooler, protect our streets from flooding, and provide homes for local wildlife.

First, trees keep people cool. On a hot summer afternoon, a sidewalk in direct sunlight can become hot enough to hurt bare feet. The U.S. Environmental Protection Agency reports that shaded surfaces can be 20 to 45 degrees Fahrenheit cooler than surfaces in full sun. More shade would mean more comfortable walks to school.

Second, trees help during heavy rain. Their leaves catch raindrops, and their roots absorb water from the soil. As a result, less water rushes into storm drains and onto roads, so fewer streets flood after a big storm.

Third, trees provide homes for wildlife. Birds build nests in their branches, while insects and squirrels find food in their leaves, seeds, and bark.

Some people argue that trees cost too much to plant and take care of. However, a single tree can provide shade and soak up rain for many years. That is a good investment for our town. Let’s ask the town council to plant a tree on every block!`,
};

export const PASSAGES = [BEES, RAILROAD, TREES];
