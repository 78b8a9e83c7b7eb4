/**
 * The compromise match patterns the recogniser reads a message with. `~word~` forgives a typo,
 * `{word}` matches any form of a word ("ate" for {eat}); compromise does not nest groups, so a
 * phrase with alternatives of its own is a pattern of its own.
 */
export const VOCABULARY = {
  /** The message is about the sender, or someone they care for. */
  aboutMe: ['(my|i|im|me|mine|we|our|us|he|she|his|her|him|their|they|son|sons|daughter|daughters|kid|kids|child|childs|husband|wife|partner|mum|mom|dad|baby)'],
  /** A question about a term ("what is GMI?"), unless it also speaks of someone. compromise matches "is" to "was", so "is" is not here. */
  definition: ['^(what|whats|wats|define|explain|meaning|describe|why|does|are)', '^tell me about', '^how (do|does|can)', '(meaning|definition)$', '(stand|stands) for$'],
  greeting: ['^(hi|hello|hey|hiya|heya|yo|howdy|morning|evening|afternoon|hallo|hola|greetings|sup)', '^good (morning|afternoon|evening)', '^whats up'],
  thanks: [
    '(thanks|thank|thx|thanx|thnx|ty|tysm|cheers|ta|bye|goodbye|byee|cya|later|laters|ciao|appreciated|appreciate)',
    '^(good night|goodnight|night night|nite)',
    'see (you|ya|u)',
    '(that|this) (helps|helped|was helpful|is helpful)',
    '(great|perfect|awesome|brilliant|lovely|cool|nice) (thanks|thank|cheers|ta)',
    '^(ok|okay|great|perfect|awesome|brilliant|lovely|cool|got it) (thanks|thank you|cheers|ta|bye)',
    'talk (to you|later|soon)',
  ],
  /** The latest reading now: "what's my sugar right now", "current bg?", "what am I at". */
  current: [
    '(current|latest|newest|most recent|last|live) (glucose|sugar|bg|bs|reading|level|number|value|cgm|sensor|libre|dexcom)',
    '(current|latest) (blood)? (glucose|sugar)',
    '(glucose|sugar|bg|bs|level|levels|reading|number|numbers|sensor|cgm|libre|dexcom) (now|rn|atm|currently|right now|at the moment)',
    '(right now|rn|atm|at the moment|currently|at this moment|this minute)',
    '(what|where) (am|is|are) (i|he|she|we|they) at',
    '(what|where) (am|is) (i|he|she) (now|rn|right now|currently)',
    '(whats|what is|wats|what|hows|how is) (my|his|her|their) (sugar|bg|bs|glucose|level|number|reading)$',
    '(whats|what is|wats|what) (my|his|her|their) (sugar|bg|bs|glucose|level|number|reading) (at|now|doing|like)',
    'what (does|do|is) (my|his|her|the) (sensor|cgm|libre|dexcom|meter) (say|says|show|showing|reading|read)',
    '(am|is) (i|he|she) (high|low|in range|ok|okay) (now|rn|right now|atm|currently)',
    'how (high|low) (am|is|are) (i|he|she|we|they) (now|rn|right now|atm|currently|at the moment)',
  ],
  /**
   * The state now, whatever figure it names: "am I in range right now", "what's the libre showing".
   * Read before a metric and before a question about a term.
   */
  currentState: [
    '(am|is|are) (i|he|she|we|they) (in range|in target|ok|okay|high|low) (now|rn|right now|atm|currently|at the moment)',
    '(whats|what is|what) (the|my|his|her|their) (sensor|cgm|libre|dexcom|meter|monitor) (say|says|saying|show|shows|showing|reading|read|reads)',
  ],
  /** What was eaten or injected at a named time or meal. */
  history: [
    'what did (i|he|she|we|they) (eat|have|had|take|took|inject|bolus|log|logged|give|gave|dose)',
    'what (have|has) (i|he|she|we|they) (eaten|had|taken|injected|logged)',
    '(which|what) (insulin|insulins|dose|doses|meals|meal|food|foods|shots|injections|jabs|snack|snacks|drinks) (did|have|has)',
    'what did (my|his|her|our|their) (son|daughter|kid|child|boy|girl|husband|wife|partner|mum|mom|dad|baby|teen|teenager|toddler) (eat|have|take|inject|log|give|dose|bolus)',
    '(show|list|see|view|display) .? (my|his|her|their|the|all)? (meals|meal|doses|dose|food|foods|injections|shots|log|logs|entries|breakfast|lunch|dinner|snacks|insulin)',
    'what (was|were) (my|his|her|their) (breakfast|brekkie|lunch|dinner|supper|tea|meals|meal|snack|snacks|doses|food|injections)',
    'what i (ate|had|eaten|took|injected)',
    '(did|have) (i|he|she|we) (eat|have|had|eaten) (anything|something|breakfast|lunch|dinner|a snack)',
    'what (food|foods|meal|meals) (did|have)',
    '(remind|tell) me what (i|he|she|we) (ate|had|took|injected)',
  ],
  capabilities: [
    '(can|could|do|will) you (read|see|access|connect|sync|import|use|pull|get|look at) (my|the|his|her)? (dexcom|libre|cgm|sensor|pump|data|readings|meter|logs|records)',
    'what (can|could|do) you (do|know|tell|answer|help)',
    'what can i ask',
    'what (should|could) i ask',
    'what (questions|things|stuff|kind) .* ask',
    'how (do|does|can) you (work|help)',
    '(who|what) are you',
    '^(help|menu|options|commands|examples|features)',
    'what (are|is) your (features|abilities|options)',
    'how (do|does) (this|it) work',
    'can you help',
    'what (questions|things|stuff|kind|sort) .* (answer|do|help|know)',
    'how (do|can|should) i use (this|it|you|the app|the chat|the assistant)',
    'what (can|could|do|should) i use (you|this|it) for',
  ],
  dosing: ['(insulin|units|unit|bolus|basal|dose|doses|dosing|correction)'],
  summary: [
    '(summary|summarise|summarize|overview|recap|report|rundown|snapshot|breakdown|status|update|roundup|highlights|lowdown)',
    '(catch|fill) (me|us) (up|in)',
    '(sum|round|wrap) (it|them|this|that|things|everything|up) up?',
    '(am|is|are|was|were) (i|he|she|we|they) (doing|getting on|going) (ok|okay|well|good|alright|fine|badly|bad|great)',
    'how (was|were|is|are|am|did|have|has) (my|i|we|he|she|things|it|today|yesterday|the|last|this|tonight)',
    'how (am|is|are|have) #Noun? (i|he|she|we) (doing|done|been)',
    'how did (i|we|he|she|it) (do|go)',
    'how (is|was|are|were) (everything|things|it) (going|looking)',
    '(my|the|his|her) (numbers|levels|glucose|sugar|sugars|readings|bg|control|diabetes) (look|looking|been|doing|going|like)',
    'how (are|were|is|was|have) (my|his|her) (numbers|levels|glucose|sugar|sugars|readings|bg|bgs|control)',
    'how (was|is|has) (my|his|her|the) (week|day|month|weekend)',
    'how (has|have) (it|things|the week|my week) been',
    'how (good|bad|well)',
    '^how (r|are|is|was|were|has|have|hows) .* (numbers|levels|sugar|sugars|glucose|bg|bgs|readings|been|doing|going)',
    '^hows (my|his|her|their|it|things|everything)',
  ],
  compare: [
    '(better|worse|compare|compared|comparing|comparison|versus|vs|improved|improving|improvement|improve|progress|trend|trending|difference|change|changed|worsening|worsened|against)',
    '(stack|stacks|measure|measures) up',
    'than (last|the|before|previous)',
    '(higher|lower) than',
  ],
  lowTimes: [
    // compromise loses a `~typo~` term in a group after `.*`, so these spell their words out.
    '(when|usually|mostly|tend|often|always|keep|pattern|patterns) .* (low|lows|lo|hypo|hypos|hypoglycemia|hypoglycaemia|drop|drops|dip|dips|crash|crashes)',
    '(what|which) (time|times|days|hours|hour) .* (low|lows|lo|hypo|hypos|drop|drops|dip|dips)',
    '(go|goes|going|run|running|am|is|are|get|gets) (low|lo|hypo) (more|most|mostly|usually|often|a lot|lots) (at|in|during|overnight|around|after|before)',
    '(lows|hypos|low|hypo|dips|drops) .* (always|usually|mostly|often|tend|seem|more) .* (night|nights|morning|mornings|afternoon|afternoons|evening|evenings|overnight|bedtime)',
    'time of day .* (low|lows|hypo|hypos)',
    '(part|parts|time|times) of (the)? (day|night) .* (low|lows|lo|hypo|hypos|drop|drops|dip|dips|crash|crashes)',
    '(low|lows|hypos|dips|drops) .* (pattern|patterns|times|usually|mostly|when)',
  ],
  /** The same questions about highs: readings above 180 mg/dL, level 1 and 2 hyperglycaemia. */
  highTimes: [
    '(when|usually|mostly|tend|often|always|keep|pattern|patterns) .* (high|highs|hyper|hypers|hyperglycemia|hyperglycaemia|spike|spikes|spiking|peak|peaks)',
    '(what|which) (time|times|days|hours|hour) .* (high|highs|highest|hyper|hypers|spike|spikes|spiking|peak|peaks)',
    '(go|goes|going|run|running|am|is|are|get|gets) (high|hi|hyper) (more|most|mostly|usually|often|a lot|lots) (at|in|during|overnight|around|after|before)',
    '(highs|hypers|high|spikes) .* (always|usually|mostly|often|tend|seem|more) .* (night|nights|morning|mornings|afternoon|afternoons|evening|evenings|overnight|bedtime)',
    'time of day .* (high|highs|highest|hyper|hypers|spike|spikes)',
    '(part|parts|time|times) of (the)? (day|night) .* (high|highs|highest|hyper|hypers|spike|spikes|spiking|peak|peaks)',
    '(high|highs|hypers|spikes|peaks) .* (pattern|patterns|times|usually|mostly|when)',
    '(part|parts|time|times|hours) of (the)? (day|night) .* (over|above) (180|250|range)',
    '(what|which) (time|times|hours) .* (over|above) (180|250|range)',
  ],
  afterMeal: [
    '(after|post|following|since|past) (my|the|a|each|every)? (breakfast|brekkie|brekky|lunch|dinner|supper|tea|snack|snacks|meal|meals|eating|food)',
    '(postprandial|post-meal|postmeal|~postprandial~)',
    '(breakfast|brekkie|brekky|lunch|dinner|supper|snack|snacks|meal|meals|food) (spike|spikes|rise|rises|response|effect|impact)',
    '(spike|spikes|rise|rises|jump|jumps|go up|goes up) .* (breakfast|brekkie|brekky|lunch|dinner|supper|snack|meal|meals|eating|food)',
    'what happens .* (breakfast|brekkie|brekky|lunch|dinner|supper|snack|meal|meals)',
    '(breakfast|brekkie|brekky|lunch|dinner|supper|snack|snacks|meal|meals) (affect|affects|do|does|did)',
    'how (does|do|did) (breakfast|brekkie|brekky|lunch|dinner|supper|snack|snacks|meal|meals)',
    '(breakfast|brekkie|brekky|lunch|dinner|supper|tea|snack|snacks|meal|meals|food|carbs) (send|sends|sent|push|pushes|pushed|make|makes|made|put|puts|shoot|shoots|take|takes|spike|spikes) (me|him|her|them|us) (high|up|higher|over)',
    '(react|reacts|reacted|respond|responds|responded|reaction|response) to (my|the|a)? (food|foods|meal|meals|eating|breakfast|lunch|dinner|supper|snacks|carbs)',
  ],
  mealIdeas: [
    '(what|which|whats|wat|wot|something|anything|any|ideas|idea) .* (should|could|can|to|do|shall|would) .* {eat}',
    '(what|which|whats|wat|something|anything|ideas|idea) .* (should|could|can|to|shall|would) (i|we|he|she)? (have|make|cook|get|order)',
    '(meal|food|dinner|lunch|breakfast|snack|recipe) (ideas|idea|suggestions|suggestion|options|recommendations|inspo|inspiration)',
    '(suggest|recommend|ideas|idea|suggestion|suggestions|inspiration) .* (meal|meals|food|foods|breakfast|lunch|dinner|supper|snack|eat|eating)',
    '(whats|what is|wat) for (breakfast|brekkie|lunch|dinner|supper|tea|a snack|snack)',
    '(hungry|starving|peckish)',
    '(good|healthy|decent|safe|nice|low carb) (meal|meals|food|foods|snack|snacks|breakfast|lunch|dinner|option|options)',
    '{eat} (for|at) (breakfast|brekkie|lunch|dinner|supper|tea)',
    // compromise does not let `.*` match nothing between two groups, so "what to eat" is written out.
    '(what|which|whats|wat|wot|something|anything|ideas|idea) to (eat|have|cook|make|order)',
    '(should|could|can|shall) .* (have|eat|make|cook) for (breakfast|brekkie|brekky|lunch|dinner|supper|tea|snack)',
    '(which|what) (breakfast|brekkie|lunch|dinner|supper|meal|meals|food|foods|snack|snacks) .* (best|better|good|works|work|suits)',
    '(best|better) (breakfast|brekkie|lunch|dinner|supper|meal|meals|food|foods|snack|snacks) (for|to)',
    '(which|what) (of)? (my|his|her|the)? (meals|meal|breakfasts|breakfast|lunches|lunch|dinners|dinner|foods|food|snacks) (keep|keeps|kept|leave|leaves) (me|him|her|them|us) (most|more|the most)? (stable|steady|level|flat|in range|lowest)',
  ],
  lastDose: [
    '(last|latest|recent|previous|prior) .? (dose|doses|insulin|basal|bolus|injection|shot|jab|units)',
    'when (did|was|have) (i|he|she|we) (last|previously)? (take|took|taken|inject|injected|give|gave|had|have|do|done|dose|bolus|bolused)',
    'last time (i|he|she|we) .? (take|took|taken|inject|injected|give|gave|had|did|dose|dosed|bolus|bolused)',
    'when was (my|his|her|the) .? (dose|insulin|basal|bolus|injection|shot|jab)',
    '(dose|insulin|basal|bolus|injection|shot|jab|lantus|tresiba|levemir|novorapid|humalog|fiasp) (last|latest) (taken|given|injected|done)',
    'what time (did|was|have) (i|he|she|we) (last)? (take|took|taken|inject|injected|give|gave|have|had|dose|bolus|bolused)',
    '^did (i|he|she|we) (take|do|have|get|give|inject|miss|forget) (my|his|her|the|their)? (dose|insulin|basal|bolus|injection|shot|jab|lantus|tresiba|levemir|novorapid|humalog|fiasp)',
    '(take|took|give|gave|inject|injected|bolus|bolused|use|used|dose|dosed|have|had) (last time|the last time)',
    '(take|took|give|gave|inject|injected|bolus|bolused|dose|dosed) last$',
  ],
  metrics: {
    'tight-range': ['(tight range|tir 70-140|titr|time in tight|70-140|70 to 140|tighter range|tight target)', '(70|3.9) (and|to|-) (140|7.8)'],
    'time-in-range': ['time in (range|target|~range~)', '(tir|in range|in target|in-range|within range|inside range|percent in range)', '(70|3.9) (and|to|-) (180|10|10.0)'],
    gmi: ['(gmi|glucose management indicator|estimated a1c|estimated hba1c|~a1c~ estimate|predicted a1c|estimate my a1c|estimated hb1ac)', '(a1c|hba1c) (be|going to be|gonna be|estimate|look like|likely)', '(sensor|cgm|libre|dexcom|app|data|readings) (estimate|estimates|estimated|predict|predicts|predicted)'],
    cv: ['(cv|~variability~|variation|variable|~coefficient~|swings|swinging|stable|steady|stability|swing|rollercoaster|roller coaster|ups and downs|fluctuate|fluctuating|fluctuations|consistent|erratic|bouncing|jumping)', 'all over the place', 'up and down'],
    episodes: ['(episode|episodes|events|spells)', '(longest|shortest) (low|lows|high|highs|hypo|hypos|hyper|hypers)'],
    lows: ['(lows|low|lo|~hypos~|hypo|lowest|hypoglycemia|hypoglycaemia|hypoglycemic|dips|drops)', '(under|below) (70|range)'],
    highs: ['(highs|high|highest|hyperglycemia|hyperglycaemia|hypers|hyper|spikes|spike|spiking|peaks|peak)', '(over|above) (180|250|range)'],
    carbs: ['(carbs|carb|~carbohydrates~|carbohydrate|~carbohydrate~|grams)', 'how much did (i|he|she|we) eat'],
    insulin: ['(insulin|units|unit|bolus|boluses|basal|doses|dose|injections|shots|jabs|novorapid|humalog|lantus|tresiba|fiasp|levemir)'],
    average: [
      // "Overall" and "mean" alone ask for a summary or a meaning ("how are things overall", "what does that mean").
      '(~average~|avg|avrg|avrage|averages)',
      '(mean|typical|usual|overall) .? (glucose|sugar|sugars|bg|level|levels|reading|readings|number|numbers)',
      '(my|the|his|her) mean',
    ],
  },
  /**
   * "glucose last week?", "sugar yesterday evening": the levels alone, or with a period, ask for the
   * average, unless the message asks for a summary ("how was last weekend for my glucose").
   */
  levelsAlone: ['(glucose|sugar|sugars|bg|level|levels)$'],
  levels: ['(glucose|sugar|sugars|bg|bgs|level|levels|readings|numbers)'],
  /** The counting or summing words that make carbs or insulin a question about the person's totals. */
  totals: ['(how much|how many|total|totals|sum|amount|count|number of|did i|have i|did he|did she|i ate|i had|i took|i used|eaten|taken|used|logged|consumed|intake)'],
  /** A question off the subject (sport results, news): no topic of ours, whatever word it shares with one. */
  offTopic: ['^(who|whos) (won|is winning|scored|plays|played|will win)', '(score|scores|result|results|fixtures) (of|in|for)? the (game|match|football|final|race)', 'what time (is|does) the (game|match|race|football)'],
  /** Which dose question is about a named day, not the last dose: "did I take my lantus this morning". */
  lastWords: ['(last|latest|recent|previous|prior|when|what time)'],
  /** A dose at a meal: "how much insulin at breakfast yesterday" asks what was injected then. */
  atAMeal: ['(at|for|with) (my|his|her)? (breakfast|brekkie|lunch|dinner|supper|tea|snack)'],
  /** A count question ("how often", "how many") names no time of day unless it says one. */
  countAsked: ['^how (often|many)'],
  partOfDay: ['(night|nights|overnight|morning|mornings|afternoon|afternoons|evening|evenings|hour|hours|bedtime|time of day)'],
  explainToMe: ['^(explain|describe|define) .* (to|for) me$', '^(explain|describe|define) (to|for) me'],
  whose: ['(my|mine|his|her|their|our|i|im)'],
  /** "What does that mean": the meaning of the term the message names. */
  meaning: ['what (does|do) (that|this|it|mine) (mean|tell me)', '(that|this) means what'],
  why: ['^(why|how come|whats causing|what causes|is it normal)'],
  /** The message asks for a figure in mmol/L or in mg/dL. */
  inMmol: ['(mmol|mmol/l|mmols|millimoles|millimols)'],
  inMgdl: ['(mg/dl|mgdl|mg|milligrams)'],
  /** Counting words that make a history question a total ("how many carbs did I eat"). */
  howMuch: ['(how much|how many|total|totals|sum|amount|count|number of|grams)'],
} as const;

/** Meal types as people name them, for the meal read models' MEAL_TYPES. */
export const MEAL_WORDS = {
  Breakfast: '(breakfast|brekkie|brekky|brunch|morning meal)',
  Lunch: '(lunch|lunchtime|midday meal)',
  Dinner: '(dinner|supper|tea|tonight|evening meal|dinnertime|tea time)',
  Snack: '(snack|snacks|snacking)',
} as const;
