import type { SubjectSet } from '../types.ts';

const SOURCES = {
  knuth: 'Knuth, D. E. (1998). The Art of Computer Programming, Volume 3: Sorting and Searching (2nd ed.). Addison-Wesley.',
  clrs: 'Cormen, T. H., Leiserson, C. E., Rivest, R. L. & Stein, C. (2009). Introduction to Algorithms (3rd ed.). MIT Press.',
  duBoulay: 'du Boulay, B. (1986). Some difficulties of learning to program. Journal of Educational Computing Research, 2(1).',
};

const LIST = '[2, 5, 8, 12, 16, 23, 38, 56, 72, 91]';

/** KS3 computing: key algorithms for sorting and searching, and comparing them (England, 2014). */
export const sortingAndSearching: SubjectSet = {
  id: 'sorting-searching',
  title: 'Sorting and searching algorithms',
  codes: ['NC-CO-KS3-SEVERAL-KEY-ALGORITHMS-REFLECT-COMPUTATIONAL'],
  sources: SOURCES,
  keyPoints: [
    { text: 'Linear search checks each item in turn; it works on any list but may need to check every item.', source: 'knuth' },
    { text: 'Binary search only works on a sorted list: it checks the middle item and discards the half that cannot hold the target, so 1,000 items need at most 10 checks.', source: 'clrs' },
    { text: 'Bubble sort compares neighbouring items and swaps them if they are in the wrong order; after each pass the largest remaining item is in its final place.', source: 'knuth' },
    { text: 'Merge sort splits the list into single items and merges them back in order; on long lists it needs far fewer comparisons than bubble sort.', source: 'clrs' },
    { text: 'Algorithms for the same problem are compared by how many steps (comparisons) they need as the list grows.', source: 'clrs' },
  ],
  priorKnowledge: ['Sequence, selection and iteration in algorithms.', 'Lists (arrays) and their positions.', 'Comparing values with <, > and =.'],
  misconceptions: [
    {
      misconception: 'To swap two values you can write a ← b, then b ← a.',
      response: 'Trace it with a = 3, b = 7: after a ← b both hold 7 and the 3 is lost. Use a temporary variable: temp ← a; a ← b; b ← temp.',
      source: SOURCES.duBoulay,
    },
    {
      misconception: 'A loop stops the moment its condition becomes false, even in the middle of a pass.',
      response: 'Trace the sort in a table, one row per comparison: the loop condition is checked only at the start of each pass.',
      source: SOURCES.duBoulay,
    },
  ],
  keywords: [
    { term: 'linear search', definition: 'Searching a list by checking each item in order until the target is found or the list ends.' },
    { term: 'binary search', definition: 'Searching a sorted list by checking the middle item and discarding half of the list each time.' },
    { term: 'bubble sort', definition: 'Sorting by repeatedly comparing neighbouring items and swapping them if they are in the wrong order.' },
    { term: 'merge sort', definition: 'Sorting by splitting a list into single items and merging them back together in order.' },
    { term: 'pass', definition: 'One complete run through the list in a sorting algorithm.' },
    { term: 'comparison', definition: 'One check of whether one item is bigger than, smaller than or equal to another.' },
  ],
  workedExamples: [
    {
      problem: 'Sort [5, 3, 8, 1] into ascending order with bubble sort. Show the list after each pass.',
      steps: [
        'Pass 1: 5 > 3 swap → [3, 5, 8, 1]; 5 < 8 no swap; 8 > 1 swap → [3, 5, 1, 8].',
        'Pass 2: 3 < 5 no swap; 5 > 1 swap → [3, 1, 5, 8]; 5 < 8 no swap.',
        'Pass 3: 3 > 1 swap → [1, 3, 5, 8]; no other swaps.',
        'Pass 4: no swaps, so the list is sorted.',
      ],
      answer: '[1, 3, 5, 8]',
    },
    {
      problem: `Use binary search to find 23 in ${LIST}. How many items are checked?`,
      steps: [
        'Positions 1–10. Middle of 1–10 is position 5: 16. 23 > 16, so keep positions 6–10.',
        'Middle of 6–10 is position 8: 56. 23 < 56, so keep positions 6–7.',
        'Middle of 6–7 is position 6: 23. Found.',
      ],
      answer: '23 is at position 6; 3 items are checked.',
    },
  ],
  practice: [
    { prompt: `How many items does a linear search check to find 72 in ${LIST}?`, answer: '9 (72 is the ninth item)' },
    { prompt: 'Write the list [4, 2, 7, 1, 3] after the first pass of bubble sort.', answer: '[2, 4, 1, 3, 7]' },
    { prompt: 'Why can binary search not be used on [7, 2, 9, 4]?', answer: 'The list is not sorted, so discarding half of it could throw away the target.' },
    { prompt: 'What is the greatest number of items binary search checks in a sorted list of 100 items?', answer: '7 (each check halves the list: 100 → 50 → 25 → 12 → 6 → 3 → 1)' },
    { prompt: 'Merge the sorted lists [1, 4, 9] and [2, 3, 10].', answer: '[1, 2, 3, 4, 9, 10]' },
  ],
  checks: [
    {
      prompt: 'What must be true of a list before binary search can be used?',
      options: ['It has fewer than 100 items', 'It is sorted', 'It contains only numbers'],
      answer: 'It is sorted',
    },
    { prompt: 'After one pass of bubble sort (ascending), which item is certainly in its final place?', answer: 'The largest item, at the end of the list.' },
  ],
  retrieval: [
    { prompt: 'What is an algorithm?', answer: 'A precise sequence of steps that solves a problem.' },
    { prompt: 'In the list [9, 4, 6], what is the item at position 2?', answer: '4' },
  ],
  texts: [],
  activities: [
    'Unplugged sorting: groups of six hold numbered cards in a line and sort themselves by bubble sort, counting comparisons; then they repeat with merge sort (split into pairs, merge pairs, merge fours) and compare the counts.',
    'Search race: one student thinks of a number from 1 to 100; a partner finds it by linear search (“Is it 1? 2? …”) and then by binary search (“Higher or lower than 50?”); they record the number of questions each time.',
  ],
  materials: ['Sets of numbered cards (1–99)', 'Comparison tally sheet', 'A programming environment (e.g. Python) for extension'],
  safety: [],
};
