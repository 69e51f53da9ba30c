/** The demo chefs: approved and active, over the five landing cuisines, in metro Atlanta. */
export interface SeedChef {
  name: string;
  /** E-mail of the account that runs the profile, if any. */
  userEmail?: string;
  bio: string;
  cuisines: string[];
  priceDollars: number;
  location: string;
  specialty: string;
  experience: string;
  yearsOfExperience: number;
  services: string[];
  zipCodes: string[];
}

const BOTH = ['meal_prep', 'private_dinner'];

export const SEED_CHEFS: readonly SeedChef[] = [
  {
    name: 'Marcus Bennett',
    userEmail: 'chef@demo.test',
    bio: 'I grew up cooking Sunday suppers with my grandmother in Savannah, and I still cook the way she taught me: low, slow and generous. My private dinners bring Lowcountry classics to your table with a modern touch, and my weekly meal prep keeps busy families eating real food. I source from Georgia farms whenever I can.',
    cuisines: ['southern', 'american'],
    priceDollars: 85,
    location: 'Grant Park, Atlanta, GA',
    specialty: 'Southern Comfort & Lowcountry Classics',
    experience:
      'Sous chef for six years at a Midtown supper club, then four years running a catering kitchen before going private in 2019.',
    yearsOfExperience: 12,
    services: BOTH,
    zipCodes: ['30312', '30315', '30316', '30317'],
  },
  {
    name: 'Giulia Romano',
    userEmail: 'giulia@demo.test',
    bio: 'Pasta is my love language. I roll every sheet by hand and build menus around what is fresh that week, from spring pea agnolotti to a slow Sunday ragù. Guests are welcome in the kitchen: half the fun is learning to shape tortellini together.',
    cuisines: ['italian'],
    priceDollars: 95,
    location: 'Virginia-Highland, Atlanta, GA',
    specialty: 'Handmade Pasta & Northern Italian',
    experience: 'Trained in Bologna, then led the pasta station of an Inman Park trattoria for eight years.',
    yearsOfExperience: 14,
    services: BOTH,
    zipCodes: ['30306', '30307', '30308', '30309'],
  },
  {
    name: 'Daniel Kim',
    bio: 'Korean home cooking meets the backyard grill. I marinate short ribs for two days, ferment my own kimchi and love turning a dinner party into a tabletop barbecue. For weekly meal prep I cook bright, balanced banchan that keep well all week.',
    cuisines: ['asian'],
    priceDollars: 75,
    location: 'Doraville, GA',
    specialty: 'Korean BBQ & Modern Asian',
    experience:
      'Grew up in his parents’ Buford Highway restaurant; later line cook and kitchen manager at two Atlanta Korean barbecue houses.',
    yearsOfExperience: 9,
    services: BOTH,
    zipCodes: ['30340', '30341', '30360', '30319'],
  },
  {
    name: 'Sofia Haddad',
    bio: 'My table is a mezze spread: smoky baba ghanoush, herb-packed tabbouleh, charcoal chicken and warm pita. I cook the Lebanese food of my family with Georgia produce and plenty of olive oil. Vegetarian and gluten-free menus are easy to arrange.',
    cuisines: ['mediterranean'],
    priceDollars: 70,
    location: 'Decatur, GA',
    specialty: 'Lebanese & Eastern Mediterranean',
    experience:
      'Eleven years in restaurant and catering kitchens in Decatur and Beirut, including three as head chef of a family-run mezze bar.',
    yearsOfExperience: 11,
    services: BOTH,
    zipCodes: ['30030', '30033', '30002', '30307'],
  },
  {
    name: 'James Whitfield',
    bio: 'I cook seasonal New American food with a farmer’s calendar on the wall. Expect dry-aged steaks, heirloom vegetables and sauces built from scratch. I design each tasting menu with the host and handle everything from shopping to the last plate washed.',
    cuisines: ['american'],
    priceDollars: 120,
    location: 'Buckhead, Atlanta, GA',
    specialty: 'Farm-to-Table New American',
    experience:
      'Former chef de cuisine of a Buckhead steakhouse; eighteen years in fine-dining kitchens in Atlanta and Charleston.',
    yearsOfExperience: 18,
    services: ['private_dinner'],
    zipCodes: ['30305', '30327', '30342', '30319'],
  },
  {
    name: 'Aaliyah Johnson',
    bio: 'Soul food is how my family says I love you. Smothered chicken, collards with smoked turkey, candied yams and a peach cobbler worth the wait. I also cook lighter weekly meal prep that still tastes like home.',
    cuisines: ['southern'],
    priceDollars: 55,
    location: 'West End, Atlanta, GA',
    specialty: 'Soul Food & Sunday Suppers',
    experience: 'Eight years cooking for church events, a West End soul food café and her own catering business.',
    yearsOfExperience: 8,
    services: BOTH,
    zipCodes: ['30310', '30311', '30314', '30344'],
  },
  {
    name: 'Luca Bianchi',
    bio: 'I cook the food of the Italian coast: grilled whole fish, seafood pasta, charred vegetables and lemon everything. My dinners are relaxed and family style, built for long conversations. I bring my own portable wood-fired oven for pizza nights.',
    cuisines: ['italian', 'mediterranean'],
    priceDollars: 110,
    location: 'Inman Park, Atlanta, GA',
    specialty: 'Coastal Italian & Wood-Fired',
    experience:
      'Cooked in Liguria and Naples for five years, then opened the wood-fired program of an Atlanta pizzeria.',
    yearsOfExperience: 13,
    services: ['private_dinner'],
    zipCodes: ['30307', '30312', '30316', '30317'],
  },
  {
    name: 'Mei Lin Chen',
    bio: 'Dim sum brunches, whole steamed fish and the crispiest salt-and-pepper shrimp: I cook Cantonese food the way my family in Guangzhou does. I enjoy teaching guests to pleat dumplings, and my meal prep features gentle, balanced dishes.',
    cuisines: ['asian'],
    priceDollars: 80,
    location: 'Midtown, Atlanta, GA',
    specialty: 'Cantonese & Dim Sum',
    experience: 'Ten years as a dim sum chef in Atlanta and Vancouver, trained in Guangzhou.',
    yearsOfExperience: 10,
    services: BOTH,
    zipCodes: ['30308', '30309', '30318', '30363'],
  },
  {
    name: 'Nikos Papadakis',
    bio: 'I bring a Greek island taverna to your backyard: lamb on the spit, grilled octopus, horiatiki salad and my mother’s spanakopita. Everything is made to share. I love cooking for big family celebrations.',
    cuisines: ['mediterranean'],
    priceDollars: 65,
    location: 'Marietta, GA',
    specialty: 'Greek Island Cooking',
    experience: 'Fifteen years in family tavernas on Crete and in Marietta, the last six as owner-chef.',
    yearsOfExperience: 15,
    services: BOTH,
    zipCodes: ['30060', '30062', '30064', '30067', '30068'],
  },
  {
    name: 'Rachel Goldberg',
    bio: 'I help busy professionals eat well without thinking about it. Each week I cook five balanced, plant-forward dinners, label them clearly and leave your kitchen spotless. Macros, allergies and picky eaters are all welcome challenges.',
    cuisines: ['american', 'mediterranean'],
    priceDollars: 45,
    location: 'Sandy Springs, GA',
    specialty: 'Healthy Meal Prep & Plant-Forward',
    experience: 'Registered dietitian turned chef; seven years running a meal-prep service for North Atlanta families.',
    yearsOfExperience: 7,
    services: ['meal_prep'],
    zipCodes: ['30328', '30338', '30342', '30350'],
  },
  {
    name: 'Andre Toussaint',
    bio: 'New Orleans raised, Atlanta based. I cook gumbo with a dark roux, crawfish étouffée, blackened redfish and beignets dusted to order. My dinners are loud, joyful and full of spice, with milder options for anyone who asks.',
    cuisines: ['southern', 'american'],
    priceDollars: 90,
    location: 'East Point, GA',
    specialty: 'Creole & Lowcountry Seafood',
    experience:
      'Line cook in the French Quarter, then sous chef of a seafood house near the Atlanta airport for seven years.',
    yearsOfExperience: 16,
    services: BOTH,
    zipCodes: ['30344', '30337', '30349', '30354'],
  },
  {
    name: 'Hiroshi Tanaka',
    bio: 'I serve intimate omakase dinners at your counter: seasonal sashimi, nigiri shaped to order, and a few warm courses like miso black cod. Fish comes in twice a week from trusted suppliers. For smaller occasions I also teach sushi-making at home.',
    cuisines: ['asian'],
    priceDollars: 150,
    location: 'Alpharetta, GA',
    specialty: 'Omakase & Japanese Home Cooking',
    experience: 'Twenty years behind sushi counters in Osaka and Atlanta, including eight as head itamae.',
    yearsOfExperience: 20,
    services: ['private_dinner'],
    zipCodes: ['30009', '30004', '30005', '30022'],
  },
];
