// Hand-written, fictional local-news snippets for the ranking + span demo dataset. Each item has a
// question, three candidate answers (best first in `ranking`), and the entities a NER model would tag.

export const NEWS = [
  {
    article:
      'The Port Alder city council voted 7 to 2 on Tuesday to convert the disused Harbour Street rail yard into a public park. Mayor Elena Marsh said construction could begin in March 2025 if the state grant is approved.',
    question: 'When could construction of the new park begin?',
    answers: [
      'In March 2025, provided the state grant is approved.',
      'Construction starts on Tuesday.',
      'Sometime in 2025.',
    ],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Port Alder city council'],
      ['DATE', 'Tuesday'],
      ['LOCATION', 'Harbour Street'],
      ['PERSON', 'Elena Marsh'],
      ['DATE', 'March 2025'],
    ],
  },
  {
    article:
      'Brightwater Foods will close its canning plant in Millford at the end of June, affecting about 240 workers. The company said production is moving to its newer facility in Dunmore.',
    question: 'How many workers are affected by the plant closure?',
    answers: [
      'Roughly 240 workers at the Millford plant.',
      'All Brightwater Foods employees.',
      'About 240, and production moves to Dunmore.',
    ],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Brightwater Foods'],
      ['LOCATION', 'Millford'],
      ['DATE', 'the end of June'],
      ['LOCATION', 'Dunmore'],
    ],
  },
  {
    article:
      'Local runner Priya Nandakumar won the Kestrel Valley Half Marathon on Sunday in 1 hour 14 minutes, beating the course record by 40 seconds. She trains with the Riverside Harriers club.',
    question: 'By how much did the winner beat the course record?',
    answers: ['By 40 seconds.', 'She finished in 1 hour 14 minutes.', 'By a few minutes.'],
    ranking: [1, 2, 3],
    entities: [
      ['PERSON', 'Priya Nandakumar'],
      ['LOCATION', 'Kestrel Valley'],
      ['DATE', 'Sunday'],
      ['ORG', 'Riverside Harriers'],
    ],
  },
  {
    article:
      'The Greyfield Public Library will extend its weekend opening hours from 1 September, staying open until 8 pm on Saturdays. Head librarian Tomasz Wilk said the change follows a survey of 1,500 residents.',
    question: 'What prompted the library to change its opening hours?',
    answers: [
      'A survey of 1,500 residents.',
      'Head librarian Tomasz Wilk.',
      'The library will stay open until 8 pm on Saturdays.',
    ],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Greyfield Public Library'],
      ['DATE', '1 September'],
      ['DATE', 'Saturdays'],
      ['PERSON', 'Tomasz Wilk'],
    ],
  },
  {
    article:
      'Heavy rain caused the Linden River to burst its banks near Oakhurst on Friday night, flooding around 60 homes. The regional fire service evacuated residents of Mill Lane by boat.',
    question: 'Which street was evacuated by boat?',
    answers: ['Mill Lane in Oakhurst.', 'The Linden River.', 'Around 60 homes were flooded.'],
    ranking: [1, 3, 2],
    entities: [
      ['LOCATION', 'Linden River'],
      ['LOCATION', 'Oakhurst'],
      ['DATE', 'Friday night'],
      ['LOCATION', 'Mill Lane'],
    ],
  },
  {
    article:
      'Startup Quillmetrics raised 12 million dollars in a funding round led by Northgate Ventures. Co-founder Amara Osei said the money will double the engineering team in Lisbon by next spring.',
    question: 'Who led the funding round?',
    answers: ['Northgate Ventures.', 'Co-founder Amara Osei.', 'Investors in Lisbon.'],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Quillmetrics'],
      ['ORG', 'Northgate Ventures'],
      ['PERSON', 'Amara Osei'],
      ['LOCATION', 'Lisbon'],
      ['DATE', 'next spring'],
    ],
  },
  {
    article:
      "St Brigid Hospital opened a new children's ward on Monday with 32 beds and a rooftop garden. Dr Samuel Okafor, head of paediatrics, said waiting times for planned surgery should fall by a third.",
    question: 'How many beds does the new ward have?',
    answers: ['32 beds.', 'It has a rooftop garden.', 'About a third more beds than before.'],
    ranking: [1, 2, 3],
    entities: [
      ['ORG', 'St Brigid Hospital'],
      ['DATE', 'Monday'],
      ['PERSON', 'Samuel Okafor'],
    ],
  },
  {
    article:
      'The Westbury Wanderers beat Calder Town 3 to 1 on Saturday to reach the county cup final for the first time since 1998. Striker Luis Ferreira scored twice in the second half.',
    question: 'Who scored twice?',
    answers: ['Striker Luis Ferreira, both in the second half.', 'Calder Town.', 'Luis Ferreira.'],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Westbury Wanderers'],
      ['ORG', 'Calder Town'],
      ['DATE', 'Saturday'],
      ['DATE', '1998'],
      ['PERSON', 'Luis Ferreira'],
    ],
  },
  {
    article:
      'Solway Transit will add night buses on routes 4 and 11 starting 15 January, running every 30 minutes until 3 am. The trial will last six months before the board decides whether to keep it.',
    question: 'How long will the night bus trial last?',
    answers: ['Six months.', 'Until 3 am.', 'Every 30 minutes.'],
    ranking: [1, 2, 3],
    entities: [
      ['ORG', 'Solway Transit'],
      ['DATE', '15 January'],
    ],
  },
  {
    article:
      'Archaeologists from Hallam University uncovered a Roman mosaic beneath a car park in Castleford last week. Project lead Dr Fiona Drummond called it the best-preserved find in the region in fifty years.',
    question: 'Where was the mosaic found?',
    answers: [
      'Beneath a car park in Castleford.',
      'At Hallam University.',
      'In the region, fifty years ago.',
    ],
    ranking: [1, 2, 3],
    entities: [
      ['ORG', 'Hallam University'],
      ['LOCATION', 'Castleford'],
      ['DATE', 'last week'],
      ['PERSON', 'Fiona Drummond'],
    ],
  },
  {
    article:
      "The Ellery Arts Festival returns to Brookmere from 12 to 20 July with more than 80 free events. Festival director Hannah Lindqvist said this year's theme is water and the city's canals.",
    question: "What is the theme of this year's festival?",
    answers: ["Water and the city's canals.", 'More than 80 free events.', 'Art in Brookmere.'],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Ellery Arts Festival'],
      ['LOCATION', 'Brookmere'],
      ['DATE', '12 to 20 July'],
      ['PERSON', 'Hannah Lindqvist'],
    ],
  },
  {
    article:
      'Farmers in the Avon Vale reported a 20 percent smaller apple harvest this autumn after a late frost in April. The Avon Vale Growers Cooperative expects cider prices to rise early next year.',
    question: 'What caused the smaller harvest?',
    answers: ['A late frost in April.', 'Rising cider prices.', 'The weather this autumn.'],
    ranking: [1, 3, 2],
    entities: [
      ['LOCATION', 'Avon Vale'],
      ['DATE', 'this autumn'],
      ['DATE', 'April'],
      ['ORG', 'Avon Vale Growers Cooperative'],
      ['DATE', 'early next year'],
    ],
  },
  {
    article:
      'Tech firm Lumora announced on Wednesday that it will build a data centre outside Kellington, creating 150 permanent jobs. Local residents have raised concerns about water use at a meeting organised by councillor Grace Abernethy.',
    question: 'What concern did residents raise?',
    answers: ["The data centre's water use.", 'The 150 new jobs.', 'Noise from construction.'],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Lumora'],
      ['DATE', 'Wednesday'],
      ['LOCATION', 'Kellington'],
      ['PERSON', 'Grace Abernethy'],
    ],
  },
  {
    article:
      "Pupils at Hawthorn Primary School in Redcliff raised 4,300 pounds for the local food bank with a sponsored silence. Headteacher Martin Rowe said the total was more than double last year's.",
    question: 'How did the pupils raise the money?',
    answers: ['With a sponsored silence.', 'They raised 4,300 pounds.', 'Through the local food bank.'],
    ranking: [1, 2, 3],
    entities: [
      ['ORG', 'Hawthorn Primary School'],
      ['LOCATION', 'Redcliff'],
      ['PERSON', 'Martin Rowe'],
    ],
  },
  {
    article:
      'The North Fells Mountain Rescue team was called out 112 times last year, a record for the service. Team leader Ingrid Haugen urged walkers to carry a head torch and check forecasts before setting out.',
    question: 'What advice did the team leader give?',
    answers: [
      'Carry a head torch and check the forecast before setting out.',
      'Call mountain rescue early.',
      'Walk in groups.',
    ],
    ranking: [1, 2, 3],
    entities: [
      ['ORG', 'North Fells Mountain Rescue'],
      ['DATE', 'last year'],
      ['PERSON', 'Ingrid Haugen'],
    ],
  },
  {
    article:
      'Renovation of the Victoria Bridge in Ashcombe will close the crossing to cars for eleven weeks from 3 June. Pedestrians and cyclists can still use a temporary walkway, the county highways department said.',
    question: 'Who can still cross the bridge during the works?',
    answers: [
      'Pedestrians and cyclists, on a temporary walkway.',
      'Nobody, the bridge is closed.',
      'Cars, after eleven weeks.',
    ],
    ranking: [1, 3, 2],
    entities: [
      ['LOCATION', 'Victoria Bridge'],
      ['LOCATION', 'Ashcombe'],
      ['DATE', '3 June'],
    ],
  },
  {
    article:
      'The Marlow Symphony Orchestra has appointed Keiko Tanaka as its new principal conductor from the 2025 season. She succeeds Robert Hale, who led the orchestra for 18 years.',
    question: 'Who is the new principal conductor?',
    answers: ['Keiko Tanaka.', 'Robert Hale.', 'The Marlow Symphony Orchestra.'],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Marlow Symphony Orchestra'],
      ['PERSON', 'Keiko Tanaka'],
      ['DATE', '2025'],
      ['PERSON', 'Robert Hale'],
    ],
  },
  {
    article:
      'Police in Fenwick are appealing for witnesses after a van crashed into the front of the Corner Bakery early on Thursday. Nobody was injured, but owner Dimitri Pappas said repairs could take a month.',
    question: 'Was anyone injured in the crash?',
    answers: ['No, nobody was injured.', 'The owner, Dimitri Pappas.', 'Police are appealing for witnesses.'],
    ranking: [1, 3, 2],
    entities: [
      ['LOCATION', 'Fenwick'],
      ['ORG', 'Corner Bakery'],
      ['DATE', 'Thursday'],
      ['PERSON', 'Dimitri Pappas'],
    ],
  },
  {
    article:
      'Glenhaven Council will introduce weekly food waste collections across the district from October. Environment officer Rachel Ng said the scheme should cut landfill waste by about 15 percent.',
    question: 'By how much should the scheme cut landfill waste?',
    answers: ['By about 15 percent.', 'Weekly, from October.', 'By half.'],
    ranking: [1, 2, 3],
    entities: [
      ['ORG', 'Glenhaven Council'],
      ['DATE', 'October'],
      ['PERSON', 'Rachel Ng'],
    ],
  },
  {
    article:
      'A pair of white-tailed eagles has nested on Skerry Island for the first time in over a century, the Coastal Bird Trust confirmed. Warden Callum Reid asked boat owners to keep 500 metres from the cliffs.',
    question: 'What did the warden ask boat owners to do?',
    answers: [
      'Keep 500 metres away from the cliffs.',
      'Report eagle sightings to the Coastal Bird Trust.',
      'Avoid Skerry Island for a century.',
    ],
    ranking: [1, 2, 3],
    entities: [
      ['LOCATION', 'Skerry Island'],
      ['ORG', 'Coastal Bird Trust'],
      ['PERSON', 'Callum Reid'],
    ],
  },
  {
    article:
      'Carver & Sons, a family hardware shop in Tilbury Cross, will close on 31 December after 96 years of trading. Owner Margaret Carver said rising rents made the shop impossible to keep open.',
    question: 'Why is the shop closing?',
    answers: [
      'Rising rents made it impossible to keep open.',
      'After 96 years of trading.',
      'The owner is retiring.',
    ],
    ranking: [1, 2, 3],
    entities: [
      ['ORG', 'Carver & Sons'],
      ['LOCATION', 'Tilbury Cross'],
      ['DATE', '31 December'],
      ['PERSON', 'Margaret Carver'],
    ],
  },
  {
    article:
      'The Dunmore Regional Airport will add direct flights to Oslo and Porto next summer, operated by SkyWren Airlines. Airport chief executive Paul Whitcombe expects passenger numbers to pass one million for the first time.',
    question: 'Which airline will operate the new routes?',
    answers: ['SkyWren Airlines.', 'Dunmore Regional Airport.', 'Flights to Oslo and Porto.'],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Dunmore Regional Airport'],
      ['LOCATION', 'Oslo'],
      ['LOCATION', 'Porto'],
      ['DATE', 'next summer'],
      ['ORG', 'SkyWren Airlines'],
      ['PERSON', 'Paul Whitcombe'],
    ],
  },
  {
    article:
      'Researchers at the Bellbrook Institute say a new blood test can detect early signs of kidney disease two years sooner than current methods. The study, led by Professor Anika Shah, followed 3,200 patients.',
    question: 'How many patients did the study follow?',
    answers: ['3,200 patients.', 'Two years.', 'Patients at the Bellbrook Institute with kidney disease.'],
    ranking: [1, 3, 2],
    entities: [
      ['ORG', 'Bellbrook Institute'],
      ['DATE', 'two years'],
      ['PERSON', 'Anika Shah'],
    ],
  },
  {
    article:
      'Volunteers planted 5,000 native trees along the Sedge Brook in Wellings on Saturday as part of a flood prevention project. The Wellings Rivers Trust hopes to plant another 20,000 by 2027.',
    question: 'How many trees does the trust hope to plant by 2027?',
    answers: ['Another 20,000 trees.', '5,000 trees.', '25,000 in one weekend.'],
    ranking: [1, 2, 3],
    entities: [
      ['LOCATION', 'Sedge Brook'],
      ['LOCATION', 'Wellings'],
      ['DATE', 'Saturday'],
      ['ORG', 'Wellings Rivers Trust'],
      ['DATE', '2027'],
    ],
  },
];
