// Hand-written sentence pools for the product-review demo dataset. Each sentence carries the topics it
// touches so generated records get consistent topic suggestions.

/** Products, one metadata category each, with a shelf price. */
export const PRODUCTS = [
  {
    name: 'Aurora ANC Headphones',
    category: 'electronics',
    price: 129.99,
    positive: [
      ['The noise cancelling is genuinely impressive; the office hum just disappears.', ['quality']],
      ['Battery life is excellent, I charge them maybe once a week.', ['quality', 'durability']],
      ['They are light enough that I forget I am wearing them on long flights.', ['design', 'usability']],
      ['Pairing with my phone and laptop at the same time worked on the first try.', ['usability']],
    ],
    negative: [
      ['The left ear cup started crackling after about six weeks.', ['durability', 'quality']],
      ['The touch controls are far too sensitive and pause the music whenever I adjust them.', ['usability']],
      ['They clamp so hard that I get a headache after an hour.', ['design']],
      ['The companion app keeps logging me out and the EQ settings never stick.', ['usability']],
    ],
    neutral: [
      ['Sound is fine for podcasts, though bass lovers will want more punch.', ['quality']],
      ['They do the job, but the case is bulkier than I expected.', ['design']],
    ],
  },
  {
    name: 'Pulse Mini Bluetooth Speaker',
    category: 'electronics',
    price: 39.5,
    positive: [
      ['Surprisingly loud for something that fits in a jacket pocket.', ['quality', 'design']],
      ['It survived a full day at the beach, sand and splashes included.', ['durability']],
      ['For the price I did not expect sound this clear.', ['price', 'quality']],
    ],
    negative: [
      ['The Bluetooth connection drops every time I walk into the next room.', ['quality']],
      ['It stopped charging after two months and the port feels loose.', ['durability']],
      ['At full volume everything distorts, so it is not really a party speaker.', ['quality']],
    ],
    neutral: [
      ['Decent little speaker for the kitchen; do not expect room-filling sound.', ['quality']],
      ['Battery lasts around six hours, which is roughly what the box promises.', ['quality']],
    ],
  },
  {
    name: 'BrewMaster 12-Cup Coffee Maker',
    category: 'home-kitchen',
    price: 79.0,
    positive: [
      ['Coffee comes out hot and never tastes burnt, even after an hour on the plate.', ['quality']],
      ['The programmable timer means the pot is ready when I come downstairs.', ['usability']],
      ['The carafe pours cleanly without dribbling down the side.', ['design']],
    ],
    negative: [
      ['The water tank leaks onto the counter if you fill it past eight cups.', ['quality', 'design']],
      ['It is so loud that it wakes the whole house at six in the morning.', ['design']],
      ['The plastic smell did not go away even after ten rinse cycles.', ['quality']],
      ['The display died just after the warranty ran out.', ['durability']],
    ],
    neutral: [
      ['It makes ordinary drip coffee, nothing more and nothing less.', ['quality']],
      ['Brewing a full pot takes about twelve minutes, a bit slower than my old one.', ['usability']],
    ],
  },
  {
    name: "ChefEdge 8-inch Chef's Knife",
    category: 'home-kitchen',
    price: 54.95,
    positive: [
      ['It went through a butternut squash like it was butter.', ['quality']],
      [
        'Nicely balanced, and the handle stays comfortable through a long prep session.',
        ['design', 'usability'],
      ],
      ['Still razor sharp after three months of daily cooking.', ['durability']],
    ],
    negative: [
      ['There were rust spots on the blade after the first hand wash.', ['quality', 'durability']],
      ['The edge chipped the first time I cut through a chicken bone.', ['durability']],
      ['The handle is too small for my hands and I worry about slipping.', ['design']],
    ],
    neutral: [
      ['A solid mid-range knife, though it needs honing more often than my German one.', ['quality']],
      ['The blade is sharp; the included sheath is flimsy.', ['quality', 'design']],
    ],
  },
  {
    name: 'Stride Trail Running Shoes',
    category: 'sports',
    price: 109.0,
    positive: [
      ['The grip on wet rocks gave me a lot more confidence on descents.', ['quality']],
      ['No break-in needed, I did a 15 km run on day one without a blister.', ['usability', 'design']],
      ['After 400 km the tread still looks almost new.', ['durability']],
    ],
    negative: [
      ['They run at least half a size small, so order up.', ['design']],
      ['The mesh on the toe box tore within a month.', ['durability']],
      ['My feet were soaked after the first puddle despite the water-resistant label.', ['quality']],
    ],
    neutral: [
      ['Comfortable on trails, a little stiff on pavement.', ['usability']],
      ['The colour is brighter in person than in the photos.', ['design']],
    ],
  },
  {
    name: 'FlexCore Yoga Mat',
    category: 'sports',
    price: 29.99,
    positive: [
      ['Plenty of cushioning for my knees without feeling wobbly in balance poses.', ['quality', 'design']],
      ['It does not slide around on my wooden floor at all.', ['quality']],
      ['Rolls up tight and the carrying strap is a nice touch.', ['design', 'usability']],
    ],
    negative: [
      ['It still smells like a tyre shop after airing out for two weeks.', ['quality']],
      ['The surface gets slippery as soon as I start sweating.', ['quality']],
      ['The corners curl up and will not lie flat.', ['design']],
    ],
    neutral: [
      ['A basic mat that does what it should for the price.', ['price']],
      ['Thinner than my old mat but easier to carry to class.', ['design']],
    ],
  },
  {
    name: "The Lighthouse Keeper's Daughter (paperback)",
    category: 'books',
    price: 14.99,
    positive: [
      ['I could not put it down and finished it in a single weekend.', ['quality']],
      ['The coastal setting is so vivid I could almost smell the salt.', ['quality']],
      ['The characters feel like real people with messy, believable choices.', ['quality']],
    ],
    negative: [
      ['The middle third drags, with whole chapters where nothing happens.', ['quality']],
      ['The ending felt rushed, as if the author ran out of pages.', ['quality']],
      ['My copy arrived with a creased cover and a torn page.', ['shipping']],
    ],
    neutral: [
      ['A pleasant read for the beach, though the twist is easy to guess.', ['quality']],
      ['Good story, but the small print made it tiring to read.', ['design']],
    ],
  },
  {
    name: 'Practical Sourdough (cookbook)',
    category: 'books',
    price: 24.0,
    positive: [
      [
        'My first loaf following chapter two actually rose, which never happened before.',
        ['quality', 'usability'],
      ],
      ['The step-by-step photos make the shaping techniques easy to follow.', ['usability']],
      ['The troubleshooting section answered every question I had.', ['quality']],
    ],
    negative: [
      ['Several recipes list grams and cups that do not match each other.', ['quality']],
      ['Half the book is about equipment I do not own and will not buy.', ['quality', 'price']],
      ['The binding cracked the first time I laid it flat on the counter.', ['durability']],
    ],
    neutral: [
      ['Useful for beginners; experienced bakers will not learn much.', ['quality']],
      ['The recipes work, but the hydration levels are higher than I am used to.', ['quality']],
    ],
  },
  {
    name: 'Castle Siege Board Game',
    category: 'toys-games',
    price: 44.99,
    positive: [
      ['Our family game night has been Castle Siege three weeks in a row.', ['quality']],
      ['The rulebook is clear and we were playing within fifteen minutes.', ['usability']],
      ['The wooden pieces feel sturdy and look great on the table.', ['design', 'durability']],
    ],
    negative: [
      ['Two of the tower pieces were missing from the box.', ['quality', 'service']],
      ['One player always ends up far ahead, so the last half hour is a formality.', ['quality']],
      ['The card stock is thin and already bending after a few games.', ['durability']],
    ],
    neutral: [
      ['Fun with four players, less interesting with two.', ['quality']],
      ['Games take closer to two hours than the 60 minutes on the box.', ['usability']],
    ],
  },
  {
    name: 'Voyager 40L Carry-on Backpack',
    category: 'travel',
    price: 89.0,
    positive: [
      ['It fits every budget airline size checker I have tried so far.', ['design']],
      ['The clamshell opening makes packing as easy as a suitcase.', ['usability', 'design']],
      ['The shoulder straps stay comfortable even fully loaded.', ['design']],
    ],
    negative: [
      ['A zipper pull snapped off on the second trip.', ['durability']],
      ['The laptop sleeve is too tight for a 15-inch laptop despite the description.', ['design']],
      ['The fabric soaked through in a light shower.', ['quality']],
    ],
    neutral: [
      ['Lots of pockets, maybe too many; I keep losing track of my passport.', ['design']],
      ['Good bag, though it looks more technical than stylish.', ['design']],
    ],
  },
];

/** Sentences about the purchase rather than the product. */
export const GENERIC = {
  positive: [
    ['It arrived two days earlier than promised and was well packed.', ['shipping']],
    ['Great value for money.', ['price']],
    ['Customer support replaced a faulty part within a week, no questions asked.', ['service']],
    ['Would happily buy it again.', []],
    ['I have already recommended it to two friends.', []],
    ['Cheaper than the big-name brands and just as good.', ['price', 'quality']],
  ],
  negative: [
    ['Delivery took almost three weeks and the tracking never updated.', ['shipping']],
    ['Customer service took ten days to answer my email and then sent a template reply.', ['service']],
    ['Not worth the money.', ['price']],
    ['I am sending it back.', []],
    ['The box was crushed when it arrived.', ['shipping']],
    ['Overpriced for what you get.', ['price']],
  ],
  neutral: [
    ['Delivery was on time.', ['shipping']],
    ['The price is about what you would expect.', ['price']],
    ['I will see how it holds up over the next few months.', ['durability']],
    ['It is okay.', []],
  ],
};

/** Topic options of the multi-label question, with descriptions. */
export const TOPICS = [
  ['quality', 'Quality', 'How well the product performs what it is meant to do.'],
  ['price', 'Price / value', 'Whether the product is worth what it costs.'],
  ['shipping', 'Shipping', 'Delivery time, packaging and the state the item arrived in.'],
  ['service', 'Customer service', 'Contact with the seller or manufacturer, returns and replacements.'],
  ['usability', 'Ease of use', 'Set-up, controls and everyday handling.'],
  ['durability', 'Durability', 'How the product holds up over time.'],
  ['design', 'Design / fit', 'Size, fit, weight, looks and ergonomics.'],
];
