import type { SubjectSet } from '../types.ts';

const SOURCES = {
  waugh: 'Waugh, D. (2009). Geography: An Integrated Approach (4th ed.). Nelson Thornes (chapter on drainage basins and rivers).',
  leopoldWolmanMiller: 'Leopold, L. B., Wolman, M. G. & Miller, J. P. (1964). Fluvial Processes in Geomorphology. W. H. Freeman.',
  leopold: 'Leopold, L. B. (1953). Downstream change of velocity in rivers. American Journal of Science, 251, 606–624.',
  sklarDietrich: 'Sklar, L. S. & Dietrich, W. E. (2001). Sediment and rock strength controls on river incision into bedrock. Geology, 29(12), 1087–1090.',
  dove: 'Dove, J. E. (1998). Students’ alternative conceptions in Earth science: a review of research and implications for teaching and learning. Research Papers in Education, 13(2), 183–201.',
  naturalEngland: 'Natural England, England’s geodiversity: “High Force, Teesdale (part of the Upper Teesdale SSSI)”.',
};

const TEXT = `A river is always at work. As it flows from its source in the hills to its mouth at the sea, it wears away rock, carries the broken material downstream and drops it somewhere else. Geographers call these three processes erosion, transportation and deposition.

Rivers erode their beds and banks in four ways. In hydraulic action, the force of the moving water pushes air into cracks and gradually loosens the rock. In abrasion, the stones the river carries scrape and grind against its bed, rather like sandpaper. In attrition, those stones knock into each other and become smaller and rounder. In solution, certain rocks, such as limestone and chalk, slowly dissolve in the water.

The river moves its load in four ways as well. Large boulders are rolled along the bed, while pebbles and sand bounce along in a series of small jumps. Fine silt and clay are carried within the water, which is why a river often looks brown after heavy rain. Some minerals travel invisibly, dissolved in the water.

Near its source, a river is small and its valley is steep, so it cuts downwards and forms a narrow V-shaped valley. Where it crosses a band of hard rock lying on top of softer rock, a waterfall can develop. At High Force on the River Tees, the water plunges over a hard rock called the Whin Sill. The softer rock underneath is worn away faster, leaving the hard rock hanging over the gap until it collapses. Gradually the waterfall retreats upstream, leaving a steep-sided gorge behind it.

Further downstream, the valley becomes wider and flatter. The river swings from side to side in large bends called meanders, eroding the outside of each bend and depositing sand on the inside, so the bends slowly move. When the river floods, it spreads across its floodplain, slows down and drops its mud. Finally it meets the tide in an estuary and flows into the sea.`;

/**
 * Rivers and river landforms: the rivers part of England's KS3 physical geography statement (which also covers plate
 * tectonics, rocks, weather, glaciation and coasts) and a fluvial case study for the Australian Year 8 statement on
 * geomorphic processes that produce landforms; so it is chosen only for a lesson about rivers.
 */
export const rivers: SubjectSet = {
  id: 'rivers',
  title: 'Rivers and river landforms',
  codes: ['NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY', 'ACHGK050'],
  // Not "flood" alone: a lesson on coastal flooding is not about rivers.
  focus:
    'Explain how rivers shape the land through erosion, transport and deposition. Explain how waterfalls and gorges, meanders and oxbow lakes, and floodplains and levees form.',
  topicWords: ['river', 'rivers', 'riverbank', 'waterfall', 'waterfalls', 'meander', 'meanders', 'oxbow', 'floodplain', 'floodplains', 'levee', 'levees', 'estuary', 'estuaries', 'delta', 'deltas', 'fluvial', 'drainage basin'],
  sources: SOURCES,
  keyPoints: [
    { text: 'A river shapes the land by erosion (wearing away rock and soil), transport (carrying the eroded material, its load) and deposition (dropping the load).', source: 'waugh' },
    {
      text: 'Four processes of erosion: hydraulic action (the force of the water, forcing air into cracks in the bed and banks); abrasion (the load scraping and grinding the bed and banks); attrition (stones in the load knocking together, becoming smaller and rounder); solution (rocks such as limestone and chalk dissolving in the water).',
      source: 'waugh',
    },
    {
      text: 'Four processes of transport: traction (boulders rolled along the bed); saltation (pebbles and sand bounced along the bed); suspension (fine silt and clay carried in the flow, colouring the water brown); solution (dissolved minerals carried unseen).',
      source: 'waugh',
    },
    { text: 'A river deposits its load when it loses energy: where it slows on the inside of a bend, where it floods over flat land, and where it meets a lake or the sea. The largest, heaviest material is dropped first.', source: 'waugh' },
    {
      text: 'The long profile runs from source to mouth: the gradient gets gentler while the channel gets wider and deeper and the discharge grows. In the upper course the river mainly erodes downwards (vertical erosion); in the middle course it erodes sideways (lateral erosion); in the lower course deposition builds landforms.',
      source: 'waugh',
    },
    { text: 'A river does not flow fastest near its source: measured mean velocity usually stays about the same or increases downstream, because a deeper, smoother channel loses less energy to friction.', source: 'leopold' },
    { text: 'In the upper course vertical erosion cuts a narrow, steep-sided V-shaped valley; the river winds around spurs of harder rock, which interlock like the teeth of a zip (interlocking spurs).', source: 'waugh' },
    {
      text: 'A waterfall forms where a band of hard rock lies over softer rock: the soft rock is eroded faster and undercut, leaving an overhang of hard rock that collapses; each collapse moves the waterfall upstream, leaving a steep-sided gorge.',
      source: 'waugh',
    },
    {
      text: 'High Force, on the River Tees in County Durham, is a waterfall where the whole river flows over the edge of the Whin Sill, a sheet of hard dolerite (whinstone) that forced its way between layers of Carboniferous limestone about 300 million years ago; the softer rock beneath is eroded faster.',
      source: 'naturalEngland',
    },
    { text: 'On a meander the fastest flow swings to the outside of the bend, eroding a river cliff; slower water on the inside deposits a slip-off slope. So meanders migrate across the valley floor and downstream.', source: 'leopoldWolmanMiller' },
    { text: 'An oxbow lake forms when erosion narrows the neck of a meander until the river cuts through it, often in a flood; deposition seals the old bend off from the new, straighter channel.', source: 'leopoldWolmanMiller' },
    { text: 'When a river floods it spreads over its floodplain and slows, depositing silt (alluvium); the coarsest material drops first beside the channel, building raised banks called levees.', source: 'leopoldWolmanMiller' },
    { text: 'At the mouth, an estuary is the tidal part of a river where fresh water meets sea water and mudflats form; a delta forms where a river deposits its load faster than waves and tides remove it, as at the Nile and the Mississippi.', source: 'waugh' },
  ],
  priorKnowledge: [
    'The water cycle: rain falls on the land and flows over and through it to rivers, which carry it to the sea.',
    'Rock types (igneous, sedimentary, metamorphic), and that some rocks are harder and more resistant to erosion than others.',
    'Weathering: rock broken down where it lies, for example by freeze-thaw.',
    'Reading contour lines and symbols on an Ordnance Survey map.',
  ],
  misconceptions: [
    {
      misconception: 'Rivers flow fastest in their upper course, near the source in the mountains.',
      response:
        'Mountain streams look fast because they are shallow and tumble over boulders, but much of their energy is lost to friction. Show measured data: mean velocity usually stays about the same or rises downstream as the channel deepens and discharge grows. If you do fieldwork, time floats at an upstream and a downstream site.',
      source: SOURCES.leopold,
    },
    {
      misconception: 'The water itself wears away the river bed.',
      response:
        'Rub a stick of chalk with a wet cloth, then with wet sandpaper: the grit does the work. Most erosion of a rocky bed is abrasion by the load the river carries; hydraulic action works on cracks and soft banks. Research on bedrock rivers found that how fast they cut down depends on the load they carry.',
      source: SOURCES.sklarDietrich,
    },
    {
      misconception: 'Meanders and rivers stay where they are.',
      response: 'Compare an old map or aerial photograph of a meandering river with a new one, and trace where an oxbow lake shows the old course. Erosion on the outside of each bend and deposition on the inside move the meander.',
      source: SOURCES.leopoldWolmanMiller,
    },
    {
      misconception: 'Weathering and erosion are the same thing.',
      response: 'Weathering breaks rock down where it lies; erosion wears rock away and removes it by a moving agent such as a river. Have students sort example cards (freeze-thaw, abrasion, plant roots, attrition) into the two groups and justify each.',
      source: SOURCES.dove,
    },
  ],
  keywords: [
    { term: 'river', definition: 'A natural channel of fresh water flowing downhill from its source to its mouth.' },
    { term: 'erosion', definition: 'The wearing away of rock and soil and its removal by a moving force such as a river.' },
    { term: 'deposition', definition: 'When a river drops the material it is carrying because it has lost energy.' },
    { term: 'load', definition: 'The rocks, stones, sand and mud that a river carries.' },
    { term: 'waterfall', definition: 'A steep drop in a river’s course where water falls over a band of hard rock.' },
    { term: 'meander', definition: 'A large bend in a river, in its middle or lower course.' },
    { term: 'floodplain', definition: 'The wide, flat land beside a river that is covered with water when the river floods.' },
    { term: 'long profile', definition: 'A side view of a river’s course from its source to its mouth, showing how its gradient changes.' },
    { term: 'abrasion', definition: 'Erosion by the load scraping and grinding against the bed and banks of a river.' },
    { term: 'hydraulic action', definition: 'Erosion by the force of moving water, forcing air into cracks in the bed and banks.' },
    { term: 'attrition', definition: 'Stones carried by a river knocking into each other and becoming smaller and rounder.' },
    { term: 'saltation', definition: 'Transport of pebbles and sand in a series of small bounces along the river bed.' },
    { term: 'suspension', definition: 'Transport of fine silt and clay carried along within the flowing water.' },
    { term: 'traction', definition: 'Transport of large boulders rolled along the river bed.' },
    { term: 'gorge', definition: 'A narrow, steep-sided valley left downstream as a waterfall retreats.' },
    { term: 'interlocking spurs', definition: 'Ridges of higher land that the river winds around in its upper course, fitting together like a zip.' },
    { term: 'oxbow lake', definition: 'A horseshoe-shaped lake left when a river cuts through the neck of a meander.' },
    { term: 'levee', definition: 'A raised bank along a river, built up from material dropped in floods.' },
    { term: 'estuary', definition: 'The tidal mouth of a river, where fresh water meets sea water.' },
  ],
  workedExamples: [
    {
      problem: 'Explain how a waterfall forms and retreats to make a gorge. Use High Force on the River Tees as your example.',
      steps: [
        'Start with the rocks: at High Force the river crosses a band of hard dolerite (the Whin Sill) lying on top of softer limestone and shale.',
        'The softer rock is eroded faster by hydraulic action and abrasion, so the river bed drops below the hard rock and a step forms.',
        'The falling water, swirling boulders round and round, erodes a deep plunge pool at the foot of the fall.',
        'Spray and abrasion undercut the soft rock behind the falling water, leaving the hard rock sticking out as an overhang.',
        'With nothing to hold it up, the overhang collapses into the plunge pool; the broken rock becomes load for more abrasion.',
        'Each collapse moves the waterfall a little upstream; over thousands of years the retreat leaves a steep-sided gorge below the fall.',
      ],
      answer:
        'Model answer: At High Force the River Tees flows over hard dolerite lying on softer limestone and shale. The soft rock is eroded faster by hydraulic action and abrasion, which undercuts the hard rock and leaves an overhang above a plunge pool. The overhang collapses, so the waterfall retreats upstream, and over thousands of years this has left a steep-sided gorge downstream of the fall.',
    },
    {
      problem: 'Explain how an oxbow lake forms from a meander.',
      steps: [
        'On each bend the fastest flow is on the outside, so lateral erosion wears the outer bank back.',
        'On two bends that curve towards each other, erosion of the outer banks narrows the neck of land between them.',
        'In a flood, the river has the energy to cut through the narrow neck and takes the shorter, straighter course.',
        'The water in the old bend slows, so the river deposits silt across its ends and seals it off.',
      ],
      answer: 'Erosion on the outside of two bends narrows the neck of a meander until the river cuts through it, usually in a flood; deposition then seals off the old bend, leaving a horseshoe-shaped oxbow lake beside the new, straighter channel.',
    },
  ],
  practice: [
    { prompt: 'Name the process: stones carried by the river knock into each other and become smaller and rounder.', answer: 'Attrition' },
    { prompt: 'A river looks brown after heavy rain because it is carrying fine clay and silt. Which process of transport is this?', answer: 'Suspension' },
    {
      prompt: 'Sort these landforms into the upper, middle and lower course: V-shaped valley, waterfall, meander, oxbow lake, levee, estuary, interlocking spurs.',
      answer: 'Upper: V-shaped valley, interlocking spurs, waterfall; middle: meander, oxbow lake (both also found in the lower course); lower: levee, estuary.',
    },
    {
      prompt: 'Explain why levees are built of coarser material than the rest of the floodplain.',
      answer:
        'Marking points: when the river floods, the water slows as soon as it leaves the channel; it loses energy and drops its heaviest, coarsest load first, right beside the channel; the finer silt is carried further and spread over the floodplain; flood after flood builds the banks higher.',
    },
    {
      prompt: 'Why is there a waterfall at High Force on the River Tees?',
      answer: 'Marking points: the river flows over hard dolerite (the Whin Sill) with softer rock beneath; the softer rock is eroded faster and undercut; the hard overhang collapses, so the fall retreats upstream and leaves a gorge.',
    },
  ],
  checks: [
    {
      prompt: 'Which process does most to wear away the rocky bed of a river?',
      options: ['The water pushing on the bed', 'Abrasion by the load the river carries', 'Freeze-thaw weathering'],
      answer: 'Abrasion by the load the river carries',
    },
    { prompt: 'On which side of a meander bend is erosion greatest, and why?', answer: 'The outside of the bend, where the water is deepest and flows fastest.' },
    { prompt: 'What is the difference between weathering and erosion?', answer: 'Weathering breaks rock down where it lies; erosion wears rock away and carries it off, for example by a river.' },
  ],
  retrieval: [
    { prompt: 'What are the three main types of rock?', answer: 'Igneous, sedimentary and metamorphic.' },
    { prompt: 'What happens in freeze-thaw weathering?', answer: 'Water in a crack freezes and expands, widening the crack; after many freezes and thaws the rock breaks apart.' },
    { prompt: 'In the water cycle, how does rain that falls on hills reach a river?', answer: 'It flows over the surface (surface run-off) or soaks into the soil and rock and moves through them to the river.' },
  ],
  texts: [{ title: 'How rivers shape the land', body: TEXT, source: 'Teachkit original text; facts from the sources of this set' }],
  activities: [
    'Waterfall retreat sketches: students draw four labelled cross-sections of a waterfall in order (hard rock over soft rock; undercutting and a plunge pool; the overhang collapsing; the waterfall further upstream with a gorge below it), naming the process at work in each and adding High Force and the Whin Sill as the example.',
    'Long profile sort: on a long-profile diagram from source to mouth, students place landform cards (V-shaped valley, interlocking spurs, waterfall, gorge, meander, oxbow lake, floodplain, levee, estuary) in the upper, middle or lower course and write beside each the main process that forms it (vertical erosion, lateral erosion or deposition).',
    'Map skills: with an Ordnance Survey map extract of a river that you supply (for example Upper Teesdale around High Force), students find which way the river flows from the contour lines, give grid references for a waterfall, a meander and a floodplain, and describe how the valley changes downstream.',
    'Fieldwork (optional): at a shallow, slow stream you have checked beforehand and covered by your school’s risk assessment, groups time a float (an orange) over a measured 10 m at an upstream and a downstream site, and measure width and depth, to test whether the river really flows faster near its source. No one enters the water after heavy rain or above knee depth; cover cuts beforehand and wash hands after touching river water (risk of Weil’s disease).',
  ],
  materials: [
    'Copies of “How rivers shape the land”',
    'Long-profile diagram and landform cards',
    'An Ordnance Survey map extract of a river valley (you supply)',
    'Sticks of chalk, a wet cloth and wet sandpaper for the abrasion demonstration',
  ],
  // The only practical work is the optional fieldwork, whose activity carries its own safety instructions: notes here
  // would be repeated in every phase that lists the classroom materials.
  safety: [],
};
