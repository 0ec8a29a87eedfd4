import type { SeedFramework } from '../types.ts';

const CCSS_NOTICE =
  '© Copyright 2010. National Governors Association Center for Best Practices and Council of Chief State School Officers. All rights reserved.';
const CCSS_ATTRIBUTION = `${CCSS_NOTICE} NGA Center/CCSSO are the sole owners and developers of the Common Core State Standards. Domain and cluster headings from the Achievement Standards Network (ASN), http://asn.jesandco.org/resources/D10003FB and D10003FC, © D2L, CC BY 3.0 US.`;

const ACARA_ATTRIBUTION =
  "© Australian Curriculum, Assessment and Reporting Authority (ACARA) 2010 to present, unless otherwise indicated. This material was downloaded from the Australian Curriculum website (https://www.australiancurriculum.edu.au/) and was modified. The material is licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Version updates are tracked on the 'Curriculum version history' page of the Australian Curriculum website. ACARA does not endorse any product that uses the Australian Curriculum.";

const OGL_ATTRIBUTION =
  'Contains public sector information licensed under the Open Government Licence v3.0. National Curriculum for England (Department for Education, Crown copyright), as modelled in the Oak Curriculum Ontology by Oak National Academy (https://github.com/oaknational/oak-curriculum-ontology). Statement codes beginning "NC-" are Teachkit identifiers, not official Department for Education codes.';

const ccss = {
  market: 'us',
  licence: 'CCSS Public License',
  licenceUrl: 'http://www.corestandards.org/public-license/',
  attribution: CCSS_ATTRIBUTION,
  officialCodes: true,
} as const;

const acara = {
  market: 'au',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: ACARA_ATTRIBUTION,
  officialCodes: true,
} as const;

const EXPLORING_AC = 'github.com/djplaner/exploring-australian-curriculum @ fe599297ecb1a3e7cca2203456d34e7698471cec';

/** Every framework Teachkit ships, keyed by id. */
export const FRAMEWORKS: Record<string, SeedFramework> = {
  'us-ccss-math': {
    id: 'us-ccss-math',
    title: 'Common Core State Standards for Mathematics',
    ...ccss,
    source: 'Official CCSS XML (github.com/galacticpolymath/standardX data/math.xml) with ASN D10003FB headings',
  },
  'us-ccss-ela': {
    id: 'us-ccss-ela',
    title: 'Common Core State Standards for English Language Arts & Literacy',
    ...ccss,
    source: 'Official CCSS XML (github.com/galacticpolymath/standardX data/ela.xml) with ASN D10003FC headings',
  },
  'au-v9-math': {
    id: 'au-v9-math',
    title: 'Australian Curriculum v9.0: Mathematics',
    ...acara,
    source: `ACARA Machine Readable Australian Curriculum 2023/07, MAT.rdf (${EXPLORING_AC})`,
  },
  'au-v9-tech': {
    id: 'au-v9-tech',
    title: 'Australian Curriculum v9.0: Technologies',
    ...acara,
    source: `ACARA Machine Readable Australian Curriculum 2023/07, TEC.rdf (${EXPLORING_AC})`,
  },
  'au-v8': {
    id: 'au-v8',
    title: 'Australian Curriculum F–10 v8.4',
    ...acara,
    source: `ACARA F-10 v8.4 workbook, content descriptions (${EXPLORING_AC})`,
  },
  'en-nc': {
    id: 'en-nc',
    market: 'uk',
    title: 'National Curriculum in England (2014)',
    licence: 'Open Government Licence v3.0',
    licenceUrl: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    attribution: OGL_ATTRIBUTION,
    officialCodes: false,
    source: 'Oak Curriculum Ontology 0.1.3 (github.com/oaknational/oak-curriculum-ontology @ 0de3af3469a28879d89fd76f90ba4b95005ecaa8)',
  },
};
