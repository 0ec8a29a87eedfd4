/** Citations shared by the biology sets. */
export const BIOLOGY_SOURCES = {
  driver:
    'Driver, R., Squires, A., Rushworth, P. & Wood-Robinson, V. (1994). Making Sense of Secondary Science: Research into Children’s Ideas. Routledge (chapters on plant nutrition and on ecosystems).',
  campbell: 'Urry, L. A. et al. (2020). Campbell Biology (12th ed.). Pearson: photosynthesis; ecosystems and energy flow.',
  griffiths:
    'Griffiths, A. K. & Grant, B. A. C. (1985). High school students’ understanding of food webs: identification of a learning hierarchy and related misconceptions. Journal of Research in Science Teaching, 22(5).',
  vanHelmont: 'van Helmont, J. B. (1648). Ortus medicinae — the willow tree experiment (a 5 lb willow gained about 164 lb in five years while the soil lost about 2 oz).',
  saps: 'Science and Plants for Schools (SAPS), “Testing a leaf for starch” and “Photosynthesis in pondweed” practical guides (saps.org.uk).',
  cleapss: 'CLEAPSS Student Safety Sheets (ethanol; iodine solution) and the school’s own risk assessment.',
  caneToad: 'Australian Government, Department of Climate Change, Energy, the Environment and Water: “Cane toads (Rhinella marina)” fact sheet.',
} as const;
