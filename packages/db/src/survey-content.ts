import type { ActivityLevel, AnimalType, BodyCondition, ComplaintKind } from '@brokkie/domain/pet-profile';

/**
 * The pet-discover content (issue 13), seeded by `seedSurveys` (upsert on `key`): categories,
 * surveys with their questions and answers, and the recommendations the answers lead to.
 *
 * - Every text is in en, nl, fr and de (nl-be reads nl, fr-be reads fr, as the catalogue).
 * - Every recommendation names its source: a published guideline of a veterinary body (WSAVA,
 *   AAHA, AAFP, ESCCAP, FEDIAF) or a peer-reviewed study; `sourceUrl` only where the address is
 *   the body's own, stable page, else null. The content is general advice for owners, never a
 *   diagnosis: anything that may be disease points to the vet first (vet_visit, lowest priority).
 * - Priority: lower comes first. Vet visits 5–25, meal-plan changes 30–40, reminders 40–50,
 *   products 50–60, advice 70+, so the urgent advice is on top of a submission's result.
 * - Keys are the natural key of every row: never rename one (a renamed key is a new row). A
 *   question's key is unique across surveys (field errors name it); an answer's key is its
 *   question's key, a dot and its own name.
 * - Products are skus of catalogue-data.ts (the test checks they exist); a submission drops a
 *   product that does not suit the pet (species, dog size), so a survey for dogs and cats can
 *   link both the dog's and the cat's product to one answer.
 * - A meal-plan change uses only fields of PATCH /animal/{id}/ (the test checks it): `complaints`
 *   lists the complaints to add to the pet's own.
 */

export type SurveyText = { en: string; nl: string; fr: string; de: string };

// The wire shapes of @brokkie/contracts/survey, which this package does not depend on; the seed
// test parses every action with the contract's schemas.
export type SurveyQuestionKind = 'single' | 'multiple';
export interface ReminderActionSeed {
  reminder_kind: string;
  repeat: 'never' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval: number;
}
export interface MealPlanChangesSeed {
  activity?: ActivityLevel;
  condition?: BodyCondition;
  complaints?: ComplaintKind[];
}

export interface SurveyCategorySeed {
  key: string;
  names: SurveyText;
}

export type RecommendationActionSeed =
  | { kind: 'info' | 'vet_visit' }
  | { kind: 'reminder'; reminder: ReminderActionSeed }
  | { kind: 'product'; sku: string }
  | { kind: 'meal_plan'; changes: MealPlanChangesSeed };

export type RecommendationSeed = RecommendationActionSeed & {
  key: string;
  titles: SurveyText;
  bodies: SurveyText;
  source: string;
  sourceUrl: string | null;
  priority: number;
};

export interface SurveyAnswerSeed {
  /** Unique within its question. */
  key: string;
  texts: SurveyText;
  /** Keys of `recommendationSeeds`. */
  recommendations: string[];
}

export interface SurveyQuestionSeed {
  key: string;
  kind: SurveyQuestionKind;
  texts: SurveyText;
  answers: SurveyAnswerSeed[];
}

export interface SurveySeed {
  key: string;
  category: string;
  animalTypes: AnimalType[];
  names: SurveyText;
  descriptions: SurveyText;
  questions: SurveyQuestionSeed[];
}

const text = (en: string, nl: string, fr: string, de: string): SurveyText => ({ en, nl, fr, de });
const answer = (key: string, texts: SurveyText, ...recommendations: string[]): SurveyAnswerSeed => ({ key, texts, recommendations });

// ─── Sources ──────────────────────────────────────────────────────────────────────────────────

const wsavaNutrition = {
  source: 'WSAVA Global Nutrition Guidelines (2011) and Body Condition Score charts',
  sourceUrl: 'https://wsava.org/global-guidelines/global-nutrition-guidelines/',
};
const wsavaDental = { source: 'WSAVA Global Dental Guidelines (2020)', sourceUrl: 'https://wsava.org/global-guidelines/global-dental-guidelines/' };
const wsavaDentalAaha = {
  source: 'WSAVA Global Dental Guidelines (2020); AAHA Dental Care Guidelines for Dogs and Cats (2019)',
  sourceUrl: wsavaDental.sourceUrl,
};
const wsavaVaccination = {
  source: 'WSAVA Guidelines for the Vaccination of Dogs and Cats (2024)',
  sourceUrl: 'https://wsava.org/global-guidelines/vaccination-guidelines/',
};
const aahaWeight = { source: 'AAHA Nutrition and Weight Management Guidelines for Dogs and Cats (2021)', sourceUrl: null };
const aahaPain = { source: 'AAHA Pain Management Guidelines for Dogs and Cats (2022)', sourceUrl: null };
const aafpSenior = { source: 'AAFP Feline Senior Care Guidelines (2021); AAHA Senior Care Guidelines for Dogs and Cats (2023)', sourceUrl: null };
const fediaf = {
  source: 'FEDIAF Nutritional Guidelines for Complete and Complementary Pet Food for Cats and Dogs (2021)',
  sourceUrl: 'https://europeanpetfood.org/self-regulation/nutritional-guidelines/',
};
const esccapWorms = { source: 'ESCCAP Guideline 1: Worm Control in Dogs and Cats (6th edition, 2021)', sourceUrl: 'https://www.esccap.org/guidelines/gl1/' };
const esccapFleas = { source: 'ESCCAP Guideline 3: Control of Ectoparasites in Dogs and Cats (2022)', sourceUrl: 'https://www.esccap.org/guidelines/gl3/' };

// ─── Recommendations ──────────────────────────────────────────────────────────────────────────

export const recommendationSeeds: readonly RecommendationSeed[] = [
  // Vet visits: signs that can mean disease come first.
  {
    key: 'vet_digestion',
    kind: 'vet_visit',
    priority: 5,
    titles: text(
      'See your vet about these digestive signs',
      'Laat deze spijsverteringsklachten nakijken door je dierenarts',
      'Consultez votre vétérinaire pour ces signes digestifs',
      'Lass diese Verdauungsbeschwerden tierärztlich abklären',
    ),
    bodies: text(
      'Blood or mucus in the stool, black tarry stool, diarrhoea lasting more than two days or vomiting more than once a week are not “just a sensitive stomach”. Call your vet the same day if your pet is also tired, not eating or very young or old. Bring a fresh stool sample.',
      'Bloed of slijm in de ontlasting, zwarte teerachtige ontlasting, diarree die langer dan twee dagen duurt of meer dan één keer per week braken zijn geen “gevoelige maag”. Bel dezelfde dag je dierenarts als je dier ook moe is, niet eet, of erg jong of oud is. Neem een vers staaltje ontlasting mee.',
      'Du sang ou du mucus dans les selles, des selles noires et goudronneuses, une diarrhée de plus de deux jours ou des vomissements plus d’une fois par semaine ne relèvent pas d’un simple « estomac sensible ». Appelez votre vétérinaire le jour même si votre animal est aussi fatigué, ne mange pas, ou est très jeune ou âgé. Apportez un échantillon de selles frais.',
      'Blut oder Schleim im Kot, schwarzer teerartiger Kot, Durchfall über mehr als zwei Tage oder Erbrechen öfter als einmal pro Woche sind kein „empfindlicher Magen“. Ruf noch am selben Tag in der Tierarztpraxis an, wenn dein Tier zusätzlich müde ist, nicht frisst oder sehr jung oder alt ist. Bring eine frische Kotprobe mit.',
    ),
    source: 'AAHA/AVMA Canine and Feline Preventive Healthcare Guidelines (2011); WSAVA Global Nutrition Guidelines (2011)',
    sourceUrl: null,
  },
  {
    key: 'vet_senior_thirst',
    kind: 'vet_visit',
    priority: 5,
    titles: text('Have the extra thirst checked', 'Laat de extra dorst nakijken', 'Faites vérifier cette soif accrue', 'Lass den vermehrten Durst abklären'),
    bodies: text(
      'Drinking and urinating more are early signs of kidney disease, diabetes or, in cats, an overactive thyroid; all are common in older pets and all are easier to manage when found early. Your vet will check a blood and urine sample. Measure how much your pet drinks in 24 hours if you can.',
      'Meer drinken en plassen zijn vroege tekenen van nierziekte, suikerziekte of, bij katten, een te snel werkende schildklier; ze komen vaak voor bij oudere dieren en zijn beter te behandelen als ze vroeg ontdekt worden. Je dierenarts onderzoekt bloed en urine. Meet als het kan hoeveel je dier in 24 uur drinkt.',
      'Boire et uriner davantage sont des signes précoces de maladie rénale, de diabète ou, chez le chat, d’hyperthyroïdie ; ces maladies sont fréquentes chez les animaux âgés et se prennent mieux en charge lorsqu’elles sont détectées tôt. Votre vétérinaire analysera le sang et l’urine. Si possible, mesurez ce que boit votre animal en 24 heures.',
      'Mehr Trinken und Urinieren sind frühe Anzeichen einer Nierenerkrankung, von Diabetes oder, bei Katzen, einer Schilddrüsenüberfunktion; alle sind bei älteren Tieren häufig und lassen sich früh erkannt besser behandeln. Die Praxis untersucht Blut und Urin. Miss wenn möglich, wie viel dein Tier in 24 Stunden trinkt.',
    ),
    ...aafpSenior,
  },
  {
    key: 'vet_limping',
    kind: 'vet_visit',
    priority: 10,
    titles: text('Let your vet examine the limp', 'Laat het manken onderzoeken', 'Faites examiner cette boiterie', 'Lass das Lahmen untersuchen'),
    bodies: text(
      'A limp that lasts more than two days, keeps coming back, or a leg your dog will not put weight on needs a vet’s examination: it can be a torn ligament, a joint problem or a painful paw. Keep your dog on short lead walks until then and do not give human painkillers: they are toxic to dogs.',
      'Manken dat langer dan twee dagen duurt of terugkomt, of een poot die je hond niet wil belasten, moet een dierenarts bekijken: het kan een gescheurde kruisband, een gewrichtsprobleem of een pijnlijke voet zijn. Wandel tot dan enkel kort aan de lijn en geef geen pijnstillers voor mensen: die zijn giftig voor honden.',
      'Une boiterie qui dure plus de deux jours ou qui revient, ou une patte sur laquelle votre chien ne s’appuie plus, doit être examinée par un vétérinaire : ligament croisé, problème articulaire ou coussinet douloureux. D’ici là, promenades courtes en laisse et pas d’antidouleurs pour humains : ils sont toxiques pour les chiens.',
      'Lahmheit, die länger als zwei Tage anhält oder wiederkehrt, oder ein Bein, das dein Hund nicht belastet, gehört in die Tierarztpraxis: Dahinter kann ein Kreuzbandriss, ein Gelenkproblem oder eine schmerzende Pfote stecken. Bis dahin nur kurze Runden an der Leine und keine Schmerzmittel für Menschen: Sie sind für Hunde giftig.',
    ),
    ...aahaPain,
  },
  {
    key: 'vet_weight_change',
    kind: 'vet_visit',
    priority: 10,
    titles: text(
      'Have the weight change checked',
      'Laat de gewichtsverandering nakijken',
      'Faites vérifier ce changement de poids',
      'Lass die Gewichtsveränderung abklären',
    ),
    bodies: text(
      'Losing or gaining weight without a change in food or exercise is a reason for a health check: thyroid disease, diabetes, kidney problems, dental pain or parasites can all show up this way. Weigh your pet before the visit so your vet can compare.',
      'Afvallen of aankomen zonder dat voeding of beweging veranderd is, is een reden voor een gezondheidscontrole: schildklierproblemen, suikerziekte, nierproblemen, tandpijn of parasieten kunnen zich zo tonen. Weeg je dier voor het bezoek zodat je dierenarts kan vergelijken.',
      'Perdre ou prendre du poids sans changement d’alimentation ou d’activité justifie un bilan de santé : un trouble de la thyroïde, du diabète, un problème rénal, une douleur dentaire ou des parasites peuvent se manifester ainsi. Pesez votre animal avant la visite pour que le vétérinaire puisse comparer.',
      'Ab- oder Zunehmen ohne Änderung bei Futter oder Bewegung ist ein Grund für einen Gesundheitscheck: Schilddrüsenerkrankungen, Diabetes, Nierenprobleme, Zahnschmerzen oder Parasiten können sich so zeigen. Wiege dein Tier vor dem Termin, damit die Praxis vergleichen kann.',
    ),
    ...wsavaNutrition,
  },
  {
    key: 'vet_itch',
    kind: 'vet_visit',
    priority: 15,
    titles: text(
      'See your vet about the itch',
      'Ga met de jeuk naar je dierenarts',
      'Consultez votre vétérinaire pour ces démangeaisons',
      'Lass den Juckreiz tierärztlich abklären',
    ),
    bodies: text(
      'Constant scratching, licked paws, smelly ears, bald patches or scabs usually have a cause your vet can find: fleas or mites, an ear or skin infection, or an allergy to something in the environment or the food. Treating the cause brings relief much faster than trying products one after another.',
      'Voortdurend krabben, likken aan de poten, ruikende oren, kale plekken of korstjes hebben meestal een oorzaak die je dierenarts kan vinden: vlooien of mijten, een oor- of huidinfectie, of een allergie voor iets in de omgeving of het voer. De oorzaak aanpakken helpt veel sneller dan het ene product na het andere proberen.',
      'Des grattages constants, des pattes léchées, des oreilles qui sentent, des zones sans poils ou des croûtes ont en général une cause que votre vétérinaire peut trouver : puces ou acariens, otite ou infection cutanée, ou allergie à l’environnement ou à l’alimentation. Traiter la cause soulage bien plus vite que d’essayer les produits les uns après les autres.',
      'Ständiges Kratzen, beleckte Pfoten, riechende Ohren, kahle Stellen oder Krusten haben meist eine Ursache, die die Praxis finden kann: Flöhe oder Milben, eine Ohr- oder Hautentzündung oder eine Allergie gegen etwas in der Umgebung oder im Futter. Die Ursache zu behandeln hilft viel schneller, als ein Mittel nach dem anderen auszuprobieren.',
    ),
    source:
      'ESCCAP Guideline 3: Control of Ectoparasites in Dogs and Cats (2022); ICADA guidelines for the treatment of canine atopic dermatitis (Olivry et al., 2015)',
    sourceUrl: esccapFleas.sourceUrl,
  },
  {
    key: 'vet_dental',
    kind: 'vet_visit',
    priority: 15,
    titles: text(
      'Book a dental check at your vet',
      'Plan een gebitscontrole bij je dierenarts',
      'Prenez rendez-vous pour un contrôle dentaire',
      'Vereinbare eine Zahnkontrolle in der Tierarztpraxis',
    ),
    bodies: text(
      'Tartar, red or bleeding gums, a broken tooth, strong breath or chewing on one side point to dental disease, which is painful even when pets keep eating. Only a dental cleaning under anaesthesia, with X-rays, treats what lies below the gum line; brushing starts again once the mouth is healthy.',
      'Tandsteen, rood of bloedend tandvlees, een gebroken tand, een sterke mondgeur of kauwen aan één kant wijzen op gebitsproblemen, en die doen pijn, ook als je dier gewoon blijft eten. Alleen een gebitsbehandeling onder narcose, met röntgenfoto’s, pakt aan wat onder het tandvlees zit; daarna begin je opnieuw met poetsen.',
      'Tartre, gencives rouges ou qui saignent, dent cassée, haleine forte ou mastication d’un seul côté signalent une maladie dentaire, douloureuse même si l’animal continue à manger. Seul un détartrage sous anesthésie, avec radiographies, traite ce qui se trouve sous la gencive ; le brossage reprend une fois la bouche saine.',
      'Zahnstein, rotes oder blutendes Zahnfleisch, ein abgebrochener Zahn, starker Mundgeruch oder Kauen auf einer Seite weisen auf Zahnerkrankungen hin, und die schmerzen, auch wenn dein Tier weiter frisst. Nur eine Zahnbehandlung in Narkose mit Röntgenbildern erreicht, was unter dem Zahnfleisch liegt; danach geht es mit dem Putzen wieder los.',
    ),
    ...wsavaDentalAaha,
  },
  {
    key: 'vet_joint_pain',
    kind: 'vet_visit',
    priority: 20,
    titles: text(
      'Ask your vet about joint pain',
      'Bespreek gewrichtspijn met je dierenarts',
      'Parlez de douleurs articulaires à votre vétérinaire',
      'Sprich mit der Praxis über Gelenkschmerzen',
    ),
    bodies: text(
      'Stiffness, avoiding stairs or jumps, lagging on walks and grooming less are typical signs of osteoarthritis, in cats as much as in dogs. It cannot be cured, but pain relief from your vet, a lean body weight and regular gentle exercise give many good years. Never give human painkillers.',
      'Stijfheid, trappen of sprongen vermijden, achterblijven tijdens de wandeling en zich minder verzorgen zijn typische tekenen van artrose, bij katten evengoed als bij honden. Genezen kan niet, maar pijnstilling van je dierenarts, een slank gewicht en regelmatige rustige beweging geven nog vele goede jaren. Geef nooit pijnstillers voor mensen.',
      'Raideur, escaliers ou sauts évités, retard en promenade et toilette moins soignée sont des signes typiques d’arthrose, chez le chat autant que chez le chien. On ne la guérit pas, mais un traitement antidouleur prescrit par le vétérinaire, un poids mince et une activité douce et régulière offrent encore de belles années. Ne donnez jamais d’antidouleurs pour humains.',
      'Steifheit, gemiedene Treppen oder Sprünge, Zurückbleiben beim Spaziergang und weniger Fellpflege sind typische Zeichen von Arthrose, bei Katzen genauso wie bei Hunden. Heilbar ist sie nicht, aber Schmerzmittel aus der Praxis, ein schlankes Gewicht und regelmäßige sanfte Bewegung schenken noch viele gute Jahre. Gib nie Schmerzmittel für Menschen.',
    ),
    ...aahaPain,
  },
  {
    key: 'vet_senior_check',
    kind: 'vet_visit',
    priority: 20,
    titles: text('Have these changes checked', 'Laat deze veranderingen nakijken', 'Faites vérifier ces changements', 'Lass diese Veränderungen abklären'),
    bodies: text(
      'Eating less, crying at night, confusion or a new restlessness are not simply “old age”: high blood pressure, an overactive thyroid, dental pain or kidney disease are common causes in older cats and treatable. Your vet will check weight, blood pressure and blood.',
      'Minder eten, ’s nachts miauwen, verwardheid of een nieuwe onrust zijn niet gewoon “ouderdom”: hoge bloeddruk, een te snel werkende schildklier, tandpijn of nierziekte zijn vaak de oorzaak bij oudere katten, en behandelbaar. Je dierenarts controleert gewicht, bloeddruk en bloed.',
      'Manger moins, miauler la nuit, sembler désorienté ou agité n’est pas simplement « l’âge » : hypertension, hyperthyroïdie, douleur dentaire ou maladie rénale en sont des causes fréquentes chez le chat âgé, et elles se traitent. Votre vétérinaire contrôlera le poids, la tension et le sang.',
      'Weniger fressen, nächtliches Rufen, Verwirrtheit oder neue Unruhe sind nicht einfach „das Alter“: Bluthochdruck, Schilddrüsenüberfunktion, Zahnschmerzen oder Nierenerkrankungen sind bei älteren Katzen häufige Ursachen und behandelbar. Die Praxis prüft Gewicht, Blutdruck und Blutwerte.',
    ),
    ...aafpSenior,
  },
  {
    key: 'vet_travel',
    kind: 'vet_visit',
    priority: 25,
    titles: text(
      'Prepare the trip with your vet',
      'Bereid de reis voor met je dierenarts',
      'Préparez le voyage avec votre vétérinaire',
      'Bereite die Reise mit der Tierarztpraxis vor',
    ),
    bodies: text(
      'Travelling within the EU needs a European pet passport, a microchip and a valid rabies vaccination (given at least 21 days before departure). In southern Europe, sandflies and mosquitoes spread leishmaniosis and heartworm: ask your vet about repellents and prevention a few weeks before you leave.',
      'Reizen binnen de EU vraagt een Europees dierenpaspoort, een chip en een geldige rabiësvaccinatie (minstens 21 dagen voor vertrek). In Zuid-Europa verspreiden zandvliegen en muggen leishmaniose en hartworm: vraag je dierenarts enkele weken voor vertrek naar afweermiddelen en preventie.',
      'Voyager dans l’UE demande un passeport européen pour animal, une puce électronique et un vaccin antirabique valide (fait au moins 21 jours avant le départ). En Europe du Sud, phlébotomes et moustiques transmettent la leishmaniose et la dirofilariose : demandez à votre vétérinaire, quelques semaines avant le départ, quels répulsifs et traitements préventifs utiliser.',
      'Für Reisen in der EU braucht es einen EU-Heimtierausweis, einen Mikrochip und eine gültige Tollwutimpfung (mindestens 21 Tage vor der Abreise). In Südeuropa übertragen Sandmücken und Stechmücken Leishmaniose und Herzwürmer: Frag einige Wochen vor der Abreise in der Praxis nach Repellentien und Vorbeugung.',
    ),
    source: 'ESCCAP Guideline 5: Control of Vector-Borne Diseases in Dogs and Cats; Regulation (EU) No 576/2013 on the non-commercial movement of pet animals',
    sourceUrl: 'https://www.esccap.org/guidelines/gl5/',
  },

  // Meal-plan changes: the web shows old vs new grams and price before anything is saved.
  {
    key: 'meal_obese',
    kind: 'meal_plan',
    changes: { condition: 'obese' },
    priority: 30,
    titles: text(
      'Adjust the meal plan to a weight-loss plan',
      'Pas het voedingsplan aan om af te vallen',
      'Adaptez le plan de repas pour perdre du poids',
      'Stell den Futterplan auf Abnehmen um',
    ),
    bodies: text(
      'Ribs you cannot feel and no waist mean your pet is carrying a lot of extra weight, which shortens life and strains the joints. Recording the body condition as “obese” calculates portions for the target weight. Aim for about 1 to 2 % of body weight a week, and ask your vet to check progress.',
      'Ribben die je niet voelt en geen taille betekenen dat je dier veel te zwaar is, wat het leven verkort en de gewrichten belast. Met de lichaamsconditie “obees” berekenen we de porties voor het streefgewicht. Mik op ongeveer 1 tot 2 % van het lichaamsgewicht per week en laat je dierenarts de vooruitgang opvolgen.',
      'Des côtes que l’on ne sent pas et aucune taille signifient un net excès de poids, qui raccourcit la vie et sollicite les articulations. En indiquant l’état corporel « obèse », les portions sont calculées pour le poids cible. Visez environ 1 à 2 % du poids par semaine et faites suivre les progrès par votre vétérinaire.',
      'Rippen, die du nicht fühlst, und keine Taille bedeuten deutliches Übergewicht, das das Leben verkürzt und die Gelenke belastet. Mit dem Körperzustand „adipös“ berechnen wir die Portionen für das Zielgewicht. Ziel sind etwa 1 bis 2 % des Körpergewichts pro Woche; lass die Fortschritte in der Praxis kontrollieren.',
    ),
    source: 'WSAVA Body Condition Score charts; AAHA Nutrition and Weight Management Guidelines for Dogs and Cats (2021)',
    sourceUrl: wsavaNutrition.sourceUrl,
  },
  {
    key: 'meal_overweight',
    kind: 'meal_plan',
    changes: { condition: 'overweight' },
    priority: 30,
    titles: text(
      'Adjust the meal plan for a healthy weight',
      'Pas het voedingsplan aan voor een gezond gewicht',
      'Adaptez le plan de repas pour un poids de forme',
      'Pass den Futterplan für ein gesundes Gewicht an',
    ),
    bodies: text(
      'Ribs that are hard to feel and a barely visible waist mean a few kilos too many. Recording the body condition as “overweight” lowers the daily portion to reach a healthy weight gradually. Dogs kept lean live on average almost two years longer.',
      'Ribben die moeilijk te voelen zijn en een nauwelijks zichtbare taille betekenen een paar kilo te veel. Met de lichaamsconditie “te zwaar” verlagen we de dagportie zodat je dier geleidelijk een gezond gewicht bereikt. Slank gehouden honden leven gemiddeld bijna twee jaar langer.',
      'Des côtes difficiles à sentir et une taille à peine visible signifient quelques kilos de trop. En indiquant l’état corporel « en surpoids », la ration quotidienne baisse pour retrouver progressivement un poids de forme. Les chiens gardés minces vivent en moyenne près de deux ans de plus.',
      'Schwer fühlbare Rippen und eine kaum sichtbare Taille bedeuten ein paar Kilo zu viel. Mit dem Körperzustand „übergewichtig“ senken wir die Tagesportion, damit dein Tier nach und nach ein gesundes Gewicht erreicht. Schlank gehaltene Hunde leben im Schnitt fast zwei Jahre länger.',
    ),
    source:
      'WSAVA Body Condition Score charts; AAHA Nutrition and Weight Management Guidelines (2021); Kealy et al., JAVMA 2002 (lifelong diet restriction in Labrador Retrievers)',
    sourceUrl: wsavaNutrition.sourceUrl,
  },
  {
    key: 'meal_thin',
    kind: 'meal_plan',
    changes: { condition: 'thin' },
    priority: 30,
    titles: text(
      'Adjust the meal plan to gain a little weight',
      'Pas het voedingsplan aan om wat bij te komen',
      'Adaptez le plan de repas pour reprendre un peu de poids',
      'Pass den Futterplan zum leichten Zunehmen an',
    ),
    bodies: text(
      'Ribs, spine and hip bones that are easy to see mean your pet is too thin. Recording the body condition as “thin” raises the daily portion. If your pet eats well and still stays thin, or was not thin before, see your vet first.',
      'Ribben, ruggengraat en heupbeenderen die je makkelijk ziet, betekenen dat je dier te mager is. Met de lichaamsconditie “mager” verhogen we de dagportie. Eet je dier goed en blijft het toch mager, of was het vroeger niet mager, ga dan eerst langs bij je dierenarts.',
      'Des côtes, une colonne et des os du bassin bien visibles signifient que votre animal est trop maigre. En indiquant l’état corporel « maigre », la ration quotidienne augmente. S’il mange bien mais reste maigre, ou s’il ne l’était pas avant, consultez d’abord votre vétérinaire.',
      'Gut sichtbare Rippen, Wirbelsäule und Beckenknochen bedeuten, dass dein Tier zu dünn ist. Mit dem Körperzustand „dünn“ erhöhen wir die Tagesportion. Frisst es gut und bleibt trotzdem dünn, oder war es früher nicht so dünn, geh zuerst in die Tierarztpraxis.',
    ),
    ...wsavaNutrition,
  },
  {
    key: 'meal_low_activity',
    kind: 'meal_plan',
    changes: { activity: 'low' },
    priority: 35,
    titles: text(
      'Match the portion to a calmer life',
      'Stem de portie af op een rustiger leven',
      'Adaptez la ration à une vie plus calme',
      'Pass die Portion an ein ruhigeres Leben an',
    ),
    bodies: text(
      'A pet that moves little needs noticeably less energy than an active one: the energy need of adult dogs and cats varies by a third or more with activity. Recording the activity as “low” keeps the portions in line, so your pet stays lean without going hungry.',
      'Een dier dat weinig beweegt, heeft merkbaar minder energie nodig dan een actief dier: bij volwassen honden en katten verschilt de energiebehoefte een derde of meer naargelang de activiteit. Met activiteit “laag” blijven de porties in verhouding, zodat je dier slank blijft zonder honger te hebben.',
      'Un animal qui bouge peu a besoin de nettement moins d’énergie qu’un animal actif : chez le chien et le chat adultes, le besoin varie d’un tiers ou plus selon l’activité. En indiquant une activité « faible », les portions restent adaptées, pour un animal mince qui n’a pas faim.',
      'Ein Tier, das sich wenig bewegt, braucht deutlich weniger Energie als ein aktives: Bei erwachsenen Hunden und Katzen schwankt der Bedarf je nach Aktivität um ein Drittel oder mehr. Mit der Aktivität „niedrig“ bleiben die Portionen passend, damit dein Tier schlank bleibt, ohne zu hungern.',
    ),
    ...fediaf,
  },
  {
    key: 'meal_sensitive_digestion',
    kind: 'meal_plan',
    changes: { complaints: ['sensitive_digestion'] },
    priority: 35,
    titles: text(
      'Choose a recipe that is gentle on the stomach',
      'Kies een recept dat zacht is voor de maag',
      'Choisissez une recette douce pour l’estomac',
      'Wähle ein magenschonendes Rezept',
    ),
    bodies: text(
      'Soft or changing stools and wind often improve with a highly digestible food with one protein source and moderate fat, fed in two or three meals. Adding “sensitive digestion” to your pet’s complaints picks such a recipe for the meal plan; change over gradually, in about a week.',
      'Zachte of wisselende ontlasting en winderigheid verbeteren vaak met goed verteerbaar voer met één eiwitbron en matig vet, verdeeld over twee of drie maaltijden. Met de klacht “gevoelige spijsvertering” kiezen we zo’n recept voor het voedingsplan; schakel geleidelijk over, in ongeveer een week.',
      'Des selles molles ou irrégulières et des flatulences s’améliorent souvent avec un aliment très digeste, à une seule source de protéines et modéré en graisses, donné en deux ou trois repas. En ajoutant « digestion sensible » aux troubles de votre animal, le plan de repas choisit une telle recette ; faites la transition en une semaine environ.',
      'Weicher oder wechselnder Kot und Blähungen bessern sich oft mit gut verdaulichem Futter mit einer Eiweißquelle und mäßigem Fett, verteilt auf zwei oder drei Mahlzeiten. Mit der Beschwerde „empfindliche Verdauung“ wählen wir so ein Rezept für den Futterplan; stell in etwa einer Woche schrittweise um.',
    ),
    source: 'WSAVA Global Nutrition Guidelines (2011); FEDIAF Nutritional Guidelines (2021)',
    sourceUrl: wsavaNutrition.sourceUrl,
  },
  {
    key: 'meal_skin_coat',
    kind: 'meal_plan',
    changes: { complaints: ['skin_coat'] },
    priority: 35,
    titles: text(
      'Choose a recipe for skin and coat',
      'Kies een recept voor huid en vacht',
      'Choisissez une recette pour la peau et le pelage',
      'Wähle ein Rezept für Haut und Fell',
    ),
    bodies: text(
      'Skin and coat need essential fatty acids: linoleic acid keeps the skin barrier intact, and the omega-3 fatty acids EPA and DHA from fish calm irritated skin. Adding “skin and coat” to your pet’s complaints picks a fish-based recipe; a coat needs about a month to show the change.',
      'Huid en vacht hebben essentiële vetzuren nodig: linolzuur houdt de huidbarrière intact en de omega-3-vetzuren EPA en DHA uit vis kalmeren een geïrriteerde huid. Met de klacht “huid en vacht” kiezen we een recept op basis van vis; de vacht toont het verschil na ongeveer een maand.',
      'La peau et le pelage ont besoin d’acides gras essentiels : l’acide linoléique préserve la barrière cutanée, et les oméga-3 EPA et DHA du poisson apaisent une peau irritée. En ajoutant « peau et pelage » aux troubles de votre animal, le plan choisit une recette au poisson ; le pelage montre la différence après un mois environ.',
      'Haut und Fell brauchen essenzielle Fettsäuren: Linolsäure hält die Hautbarriere intakt, und die Omega-3-Fettsäuren EPA und DHA aus Fisch beruhigen gereizte Haut. Mit der Beschwerde „Haut und Fell“ wählen wir ein Rezept auf Fischbasis; das Fell zeigt den Unterschied nach etwa einem Monat.',
    ),
    ...fediaf,
  },
  {
    key: 'meal_joints',
    kind: 'meal_plan',
    changes: { complaints: ['joints'] },
    priority: 35,
    titles: text(
      'Choose a recipe that supports the joints',
      'Kies een recept dat de gewrichten ondersteunt',
      'Choisissez une recette qui soutient les articulations',
      'Wähle ein gelenkunterstützendes Rezept',
    ),
    bodies: text(
      'For stiff joints, the two things food can do are keeping the body lean, which takes load off the joints, and supplying omega-3 fatty acids (EPA and DHA), which have the best evidence among nutrients for easing osteoarthritis. Adding “joints” to your pet’s complaints picks such a recipe.',
      'Bij stijve gewrichten kan voeding twee dingen doen: het lichaam slank houden, wat de gewrichten ontlast, en omega-3-vetzuren (EPA en DHA) leveren, de voedingsstoffen met het beste bewijs tegen artroseklachten. Met de klacht “gewrichten” kiezen we zo’n recept.',
      'Pour des articulations raides, l’alimentation peut faire deux choses : garder le corps mince, ce qui soulage les articulations, et apporter des oméga-3 (EPA et DHA), les nutriments dont l’effet sur l’arthrose est le mieux démontré. En ajoutant « articulations » aux troubles de votre animal, le plan choisit une telle recette.',
      'Bei steifen Gelenken kann Futter zweierlei: den Körper schlank halten, was die Gelenke entlastet, und Omega-3-Fettsäuren (EPA und DHA) liefern, die Nährstoffe mit der besten Evidenz gegen Arthrosebeschwerden. Mit der Beschwerde „Gelenke“ wählen wir so ein Rezept.',
    ),
    ...aahaWeight,
  },
  {
    key: 'meal_dental',
    kind: 'meal_plan',
    changes: { complaints: ['dental'] },
    priority: 40,
    titles: text(
      'Note dental care in the meal plan',
      'Neem gebitsverzorging op in het voedingsplan',
      'Tenez compte des dents dans le plan de repas',
      'Berücksichtige die Zahnpflege im Futterplan',
    ),
    bodies: text(
      'Adding “dental” to your pet’s complaints lets the meal plan and the box suggestions take its teeth into account. Food and chews slow the build-up of plaque; they add to brushing and to your vet’s dental care, they do not replace them.',
      'Met de klacht “gebit” houden het voedingsplan en de suggesties voor de box rekening met de tanden van je dier. Voeding en kauwsnacks remmen de opbouw van tandplak; ze vullen poetsen en de gebitszorg van je dierenarts aan, maar vervangen ze niet.',
      'En ajoutant « dents » aux troubles de votre animal, le plan de repas et les suggestions de la box tiennent compte de ses dents. Aliments et friandises à mâcher freinent la plaque dentaire ; ils complètent le brossage et les soins du vétérinaire, sans les remplacer.',
      'Mit der Beschwerde „Zähne“ berücksichtigen Futterplan und Box-Vorschläge die Zähne deines Tieres. Futter und Kausnacks bremsen den Zahnbelag; sie ergänzen das Putzen und die Zahnpflege in der Praxis, ersetzen sie aber nicht.',
    ),
    ...wsavaDental,
  },

  // Reminders: what the web can offer to put in the care planner as it stands.
  {
    key: 'reminder_weight_check',
    kind: 'reminder',
    reminder: { reminder_kind: 'weight_check', repeat: 'monthly', interval: 1 },
    priority: 40,
    titles: text('Weigh your pet once a month', 'Weeg je dier één keer per maand', 'Pesez votre animal une fois par mois', 'Wiege dein Tier einmal im Monat'),
    bodies: text(
      'A monthly weight and a look at the body condition catch a change long before you would see it. Weigh a small pet on a kitchen or baby scale, or weigh yourself with and without your dog. Aim for a slow, steady change: a loss of 1 to 2 % a week is safe.',
      'Een maandelijkse weging en een blik op de lichaamsconditie tonen een verandering lang voor je ze zou zien. Weeg een klein dier op een keuken- of babyweegschaal, of weeg jezelf met en zonder je hond. Mik op een trage, gestage verandering: 1 tot 2 % per week afvallen is veilig.',
      'Une pesée mensuelle et un coup d’œil à l’état corporel révèlent un changement bien avant qu’il ne se voie. Pesez un petit animal sur une balance de cuisine ou pour bébé, ou pesez-vous avec et sans votre chien. Visez un changement lent et régulier : perdre 1 à 2 % par semaine est sans danger.',
      'Monatliches Wiegen und ein Blick auf den Körperzustand zeigen eine Veränderung lange, bevor man sie sieht. Wiege ein kleines Tier auf einer Küchen- oder Babywaage, oder dich selbst mit und ohne Hund. Ziel ist eine langsame, stetige Veränderung: 1 bis 2 % pro Woche abzunehmen ist sicher.',
    ),
    ...aahaWeight,
  },
  {
    key: 'reminder_deworm_monthly',
    kind: 'reminder',
    reminder: { reminder_kind: 'deworming', repeat: 'monthly', interval: 1 },
    priority: 40,
    titles: text('Deworm every month', 'Ontworm elke maand', 'Vermifugez chaque mois', 'Entwurme jeden Monat'),
    bodies: text(
      'Pets that hunt, eat prey, snails or raw meat are at high risk of roundworms and tapeworms, some of which can infect people. For them, ESCCAP advises treating against roundworms and tapeworms monthly, or regular stool tests. Ask your vet for a product that covers both.',
      'Dieren die jagen, prooien, slakken of rauw vlees eten, lopen een hoog risico op spoel- en lintwormen, waarvan sommige ook mensen kunnen besmetten. ESCCAP raadt voor hen een maandelijkse behandeling tegen spoel- en lintwormen aan, of regelmatig mestonderzoek. Vraag je dierenarts een middel dat beide dekt.',
      'Les animaux qui chassent ou mangent proies, escargots ou viande crue sont très exposés aux ascaris et aux ténias, dont certains peuvent infecter l’humain. Pour eux, l’ESCCAP conseille un traitement mensuel contre ascaris et ténias, ou des analyses de selles régulières. Demandez à votre vétérinaire un produit qui couvre les deux.',
      'Tiere, die jagen, Beute, Schnecken oder rohes Fleisch fressen, haben ein hohes Risiko für Spul- und Bandwürmer, von denen einige auch Menschen befallen können. ESCCAP empfiehlt für sie eine monatliche Behandlung gegen Spul- und Bandwürmer oder regelmäßige Kotuntersuchungen. Frag in der Praxis nach einem Mittel, das beides abdeckt.',
    ),
    ...esccapWorms,
  },
  {
    key: 'reminder_deworm_quarterly',
    kind: 'reminder',
    reminder: { reminder_kind: 'deworming', repeat: 'monthly', interval: 3 },
    priority: 41,
    titles: text('Deworm every three months', 'Ontworm elke drie maanden', 'Vermifugez tous les trois mois', 'Entwurme alle drei Monate'),
    bodies: text(
      'Pets that go outdoors and meet other animals, or live with young children, should be dewormed at least four times a year (or have a stool test as often). Once a year or twice a year is not enough to prevent the eggs of roundworms from spreading in your home and garden.',
      'Dieren die buiten komen en andere dieren ontmoeten, of samenleven met jonge kinderen, ontworm je minstens vier keer per jaar (of laat je even vaak een mestonderzoek doen). Eén of twee keer per jaar is te weinig om te voorkomen dat eitjes van spoelwormen zich in huis en tuin verspreiden.',
      'Les animaux qui sortent et côtoient d’autres animaux, ou qui vivent avec de jeunes enfants, se vermifugent au moins quatre fois par an (ou font une analyse de selles aussi souvent). Une ou deux fois par an ne suffit pas à empêcher les œufs d’ascaris de se répandre dans la maison et le jardin.',
      'Tiere mit Freigang und Kontakt zu anderen Tieren, oder die mit kleinen Kindern leben, solltest du mindestens viermal im Jahr entwurmen (oder so oft den Kot untersuchen lassen). Ein- oder zweimal im Jahr reicht nicht, um zu verhindern, dass sich Spulwurmeier in Haus und Garten verbreiten.',
    ),
    ...esccapWorms,
  },
  {
    key: 'reminder_deworm_twice_yearly',
    kind: 'reminder',
    reminder: { reminder_kind: 'deworming', repeat: 'monthly', interval: 6 },
    priority: 42,
    titles: text(
      'Deworm or test twice a year',
      'Ontworm of laat twee keer per jaar testen',
      'Vermifugez ou faites un test deux fois par an',
      'Zweimal im Jahr entwurmen oder testen',
    ),
    bodies: text(
      'Indoor pets with little contact with other animals have a lower risk, but worms still come in on shoes and in food. A deworming or a stool test once or twice a year is a sensible minimum; treat more often if your pet’s life changes.',
      'Binnendieren met weinig contact met andere dieren lopen minder risico, maar wormen komen toch binnen via schoenen en voeding. Eén of twee keer per jaar ontwormen of een mestonderzoek laten doen is een verstandig minimum; behandel vaker als het leven van je dier verandert.',
      'Les animaux d’intérieur qui côtoient peu d’autres animaux sont moins exposés, mais les vers entrent quand même par les chaussures et l’alimentation. Vermifuger ou faire une analyse de selles une à deux fois par an est un minimum raisonnable ; traitez plus souvent si le mode de vie change.',
      'Wohnungstiere mit wenig Kontakt zu anderen Tieren haben ein geringeres Risiko, doch Würmer kommen trotzdem über Schuhe und Futter ins Haus. Ein- bis zweimal im Jahr zu entwurmen oder den Kot zu untersuchen ist ein sinnvolles Minimum; behandle öfter, wenn sich das Leben deines Tieres ändert.',
    ),
    ...esccapWorms,
  },
  {
    key: 'reminder_flea_tick',
    kind: 'reminder',
    reminder: { reminder_kind: 'flea_tick', repeat: 'monthly', interval: 1 },
    priority: 40,
    titles: text(
      'Protect against fleas and ticks all year',
      'Bescherm het hele jaar tegen vlooien en teken',
      'Protégez toute l’année contre puces et tiques',
      'Schütze das ganze Jahr vor Flöhen und Zecken',
    ),
    bodies: text(
      'Fleas keep breeding in heated homes in winter, and ticks are active whenever it is above about 4 °C, so protection is a year-round job. Most spot-ons and tablets work for a month; if your vet’s product lasts longer, set the reminder to its interval. Treat every dog and cat in the house at the same time.',
      'Vlooien blijven zich in de winter voortplanten in verwarmde huizen, en teken zijn actief zodra het warmer is dan ongeveer 4 °C: bescherming is dus iets voor het hele jaar. De meeste spot-ons en tabletten werken een maand; werkt het middel van je dierenarts langer, stel de herinnering dan in op die termijn. Behandel alle honden en katten in huis tegelijk.',
      'Les puces continuent de se reproduire l’hiver dans les maisons chauffées, et les tiques sont actives dès qu’il fait plus de 4 °C environ : la protection se fait toute l’année. La plupart des pipettes et comprimés agissent un mois ; si le produit de votre vétérinaire dure plus longtemps, réglez le rappel sur cette durée. Traitez en même temps tous les chiens et chats de la maison.',
      'Flöhe vermehren sich im Winter in geheizten Wohnungen weiter, und Zecken sind ab etwa 4 °C aktiv: Schutz ist also eine Ganzjahresaufgabe. Die meisten Spot-ons und Tabletten wirken einen Monat; wirkt das Mittel aus deiner Praxis länger, stell die Erinnerung auf diesen Abstand ein. Behandle alle Hunde und Katzen im Haushalt gleichzeitig.',
    ),
    ...esccapFleas,
  },
  {
    key: 'reminder_tooth_brushing',
    kind: 'reminder',
    reminder: { reminder_kind: 'dental', repeat: 'daily', interval: 1 },
    priority: 45,
    titles: text(
      'Brush your pet’s teeth every day',
      'Poets elke dag de tanden van je dier',
      'Brossez les dents de votre animal chaque jour',
      'Putz deinem Tier jeden Tag die Zähne',
    ),
    bodies: text(
      'Daily brushing is the most effective way to prevent dental disease: plaque hardens into tartar within days, so brushing less than every other day does little. Use a soft brush and a toothpaste for pets (human toothpaste is not safe to swallow), and keep it short and positive.',
      'Dagelijks poetsen is de beste manier om gebitsproblemen te voorkomen: tandplak verhardt binnen enkele dagen tot tandsteen, dus minder dan om de twee dagen poetsen helpt weinig. Gebruik een zachte borstel en tandpasta voor dieren (tandpasta voor mensen mag niet ingeslikt worden), en houd het kort en leuk.',
      'Le brossage quotidien est le moyen le plus efficace de prévenir les maladies dentaires : la plaque se transforme en tartre en quelques jours, et brosser moins d’un jour sur deux sert peu. Utilisez une brosse souple et un dentifrice pour animaux (celui des humains ne doit pas être avalé), et faites-en un moment court et agréable.',
      'Tägliches Putzen ist der wirksamste Schutz vor Zahnerkrankungen: Belag wird innerhalb weniger Tage zu Zahnstein, seltener als jeden zweiten Tag zu putzen bringt wenig. Nimm eine weiche Bürste und Zahnpasta für Tiere (Zahnpasta für Menschen darf nicht geschluckt werden), und halte es kurz und positiv.',
    ),
    ...wsavaDentalAaha,
  },
  {
    key: 'reminder_coat_check',
    kind: 'reminder',
    reminder: { reminder_kind: 'grooming', repeat: 'weekly', interval: 1 },
    priority: 50,
    titles: text(
      'Brush and check the coat every week',
      'Borstel en controleer de vacht elke week',
      'Brossez et inspectez le pelage chaque semaine',
      'Bürste und kontrolliere das Fell jede Woche',
    ),
    bodies: text(
      'A weekly brushing removes loose hair and lets you check the skin: look for fleas or black specks of flea dirt at the base of the tail, ticks around the head and legs, redness and scabs. Specks that turn red on a damp tissue are flea dirt.',
      'Eén keer per week borstelen verwijdert losse haren en laat je de huid controleren: zoek naar vlooien of zwarte puntjes vlooienvuil aan de staartbasis, teken rond kop en poten, roodheid en korstjes. Puntjes die rood kleuren op een vochtig papiertje zijn vlooienvuil.',
      'Un brossage hebdomadaire retire les poils morts et permet d’inspecter la peau : cherchez des puces ou des points noirs de déjections de puces à la base de la queue, des tiques autour de la tête et des pattes, des rougeurs et des croûtes. Des points qui rougissent sur un mouchoir humide sont des déjections de puces.',
      'Einmal pro Woche bürsten entfernt lose Haare und du kannst dabei die Haut kontrollieren: Achte auf Flöhe oder schwarze Krümel Flohkot am Schwanzansatz, Zecken an Kopf und Beinen, Rötungen und Krusten. Krümel, die sich auf einem feuchten Tuch rot färben, sind Flohkot.',
    ),
    ...esccapFleas,
  },
  {
    key: 'reminder_senior_checkup',
    kind: 'reminder',
    reminder: { reminder_kind: 'vet_visit', repeat: 'monthly', interval: 6 },
    priority: 40,
    titles: text(
      'A senior health check every six months',
      'Elke zes maanden een seniorencontrole',
      'Un bilan senior tous les six mois',
      'Alle sechs Monate ein Senioren-Check',
    ),
    bodies: text(
      'From about 11 years for cats (and the last quarter of the expected lifespan for dogs), a check twice a year is advised: weight and body condition, teeth, joints, blood pressure, and blood and urine tests. Six months is a long time in an older pet’s life, and problems found early are easier to treat.',
      'Vanaf ongeveer 11 jaar voor katten (en het laatste kwart van de verwachte levensduur voor honden) is twee keer per jaar een controle aangeraden: gewicht en lichaamsconditie, gebit, gewrichten, bloeddruk, en bloed- en urineonderzoek. Zes maanden is lang in het leven van een ouder dier, en vroeg ontdekte problemen zijn makkelijker te behandelen.',
      'À partir d’environ 11 ans chez le chat (et du dernier quart de l’espérance de vie chez le chien), un bilan deux fois par an est conseillé : poids et état corporel, dents, articulations, tension artérielle, analyses de sang et d’urine. Six mois, c’est long dans la vie d’un animal âgé, et un problème découvert tôt se soigne plus facilement.',
      'Ab etwa 11 Jahren bei Katzen (und im letzten Viertel der erwarteten Lebensspanne bei Hunden) wird zweimal im Jahr ein Check empfohlen: Gewicht und Körperzustand, Zähne, Gelenke, Blutdruck sowie Blut- und Urinuntersuchung. Sechs Monate sind eine lange Zeit im Leben eines älteren Tieres, und früh erkannte Probleme lassen sich leichter behandeln.',
    ),
    ...aafpSenior,
  },
  {
    key: 'reminder_yearly_checkup',
    kind: 'reminder',
    reminder: { reminder_kind: 'vet_visit', repeat: 'yearly', interval: 1 },
    priority: 45,
    titles: text('A health check every year', 'Elk jaar een gezondheidscontrole', 'Un bilan de santé chaque année', 'Jedes Jahr ein Gesundheitscheck'),
    bodies: text(
      'A yearly visit is the moment to check weight, teeth, heart and joints and to review vaccinations: after the first series, many core vaccines are only needed every three years, but the check-up is worth doing every year. From about 7 years, ask your vet about blood tests too.',
      'Een jaarlijks bezoek is het moment om gewicht, gebit, hart en gewrichten te controleren en de vaccinaties te bekijken: na de eerste reeks zijn veel basisvaccins maar om de drie jaar nodig, maar de controle is elk jaar de moeite. Vraag vanaf ongeveer 7 jaar ook naar een bloedonderzoek.',
      'Une visite annuelle est l’occasion de contrôler le poids, les dents, le cœur et les articulations et de faire le point sur les vaccins : après la primovaccination, de nombreux vaccins essentiels ne se refont que tous les trois ans, mais le bilan vaut la peine chaque année. Dès 7 ans environ, demandez aussi une prise de sang.',
      'Der jährliche Besuch ist der Moment, Gewicht, Zähne, Herz und Gelenke zu prüfen und die Impfungen durchzugehen: Nach der Grundimmunisierung sind viele Core-Impfungen nur alle drei Jahre nötig, der Check lohnt sich aber jedes Jahr. Frag ab etwa 7 Jahren auch nach einer Blutuntersuchung.',
    ),
    ...wsavaVaccination,
  },

  // Products of the catalogue (skus); a submission keeps only those that suit the pet.
  {
    key: 'product_joint_chews',
    kind: 'product',
    sku: 'BRK-X-DOG-SUPPLEMENT-JOINTS',
    priority: 50,
    titles: text('Joint support chews', 'Kauwtabletten voor de gewrichten', 'Bouchées pour les articulations', 'Kautabletten für die Gelenke'),
    bodies: text(
      'Green-lipped mussel, glucosamine and chondroitin can add to, not replace, what helps most: a lean weight, regular gentle exercise and pain relief from your vet. Give them for at least six to eight weeks before judging the effect.',
      'Groenlipmossel, glucosamine en chondroïtine kunnen een aanvulling zijn op, geen vervanging van, wat het meest helpt: een slank gewicht, regelmatige rustige beweging en pijnstilling van je dierenarts. Geef ze minstens zes tot acht weken voor je het effect beoordeelt.',
      'La moule aux orles verts, la glucosamine et la chondroïtine peuvent compléter, sans le remplacer, ce qui aide le plus : un poids mince, une activité douce et régulière et un antidouleur prescrit par le vétérinaire. Donnez-les au moins six à huit semaines avant d’en juger l’effet.',
      'Grünlippmuschel, Glucosamin und Chondroitin können ergänzen, aber nicht ersetzen, was am meisten hilft: ein schlankes Gewicht, regelmäßige sanfte Bewegung und Schmerzmittel aus der Praxis. Gib sie mindestens sechs bis acht Wochen, bevor du die Wirkung beurteilst.',
    ),
    ...aahaPain,
  },
  {
    key: 'product_salmon_oil',
    kind: 'product',
    sku: 'BRK-X-SUPPLEMENT-SALMON-OIL',
    priority: 50,
    titles: text('Salmon oil for skin and coat', 'Zalmolie voor huid en vacht', 'Huile de saumon pour la peau et le pelage', 'Lachsöl für Haut und Fell'),
    bodies: text(
      'The omega-3 fatty acids EPA and DHA in fish oil support the skin barrier and calm inflammation. A pump over the food each day is enough; a dull, flaky coat usually looks better after four to six weeks.',
      'De omega-3-vetzuren EPA en DHA in visolie ondersteunen de huidbarrière en remmen ontsteking. Eén pompje per dag over het voer is genoeg; een doffe, schilferige vacht ziet er meestal na vier tot zes weken beter uit.',
      'Les oméga-3 EPA et DHA de l’huile de poisson soutiennent la barrière cutanée et apaisent l’inflammation. Une pression par jour sur la ration suffit ; un pelage terne et pelliculeux s’améliore en général en quatre à six semaines.',
      'Die Omega-3-Fettsäuren EPA und DHA im Fischöl stärken die Hautbarriere und dämpfen Entzündungen. Ein Pumpstoß täglich über das Futter genügt; stumpfes, schuppiges Fell sieht meist nach vier bis sechs Wochen besser aus.',
    ),
    ...fediaf,
  },
  {
    key: 'product_dental_sticks_small',
    kind: 'product',
    sku: 'BRK-X-DOG-DENTAL-SMALL',
    priority: 55,
    titles: text(
      'Dental sticks for small dogs',
      'Dental sticks voor kleine honden',
      'Bâtonnets dentaires pour petits chiens',
      'Dental Sticks für kleine Hunde',
    ),
    bodies: text(
      'Small dogs get tartar early because their teeth sit close together. A daily dental stick slows plaque between brushings: a good addition to the toothbrush, not a replacement for it.',
      'Kleine honden krijgen vroeg tandsteen omdat hun tanden dicht op elkaar staan. Een dagelijkse dental stick remt tandplak tussen het poetsen door: een goede aanvulling op de tandenborstel, geen vervanging ervan.',
      'Les petits chiens ont tôt du tartre, car leurs dents sont serrées. Un bâtonnet dentaire par jour freine la plaque entre deux brossages : un bon complément de la brosse à dents, pas un substitut.',
      'Kleine Hunde bekommen früh Zahnstein, weil ihre Zähne eng stehen. Ein Dental Stick am Tag bremst den Belag zwischen dem Putzen: eine gute Ergänzung zur Zahnbürste, kein Ersatz.',
    ),
    ...wsavaDental,
  },
  {
    key: 'product_dental_sticks_large',
    kind: 'product',
    sku: 'BRK-X-DOG-DENTAL-LARGE',
    priority: 55,
    titles: text(
      'Dental sticks for medium and large dogs',
      'Dental sticks voor middelgrote en grote honden',
      'Bâtonnets dentaires pour chiens moyens et grands',
      'Dental Sticks für mittelgroße und große Hunde',
    ),
    bodies: text(
      'A firm daily dental stick makes your dog chew long enough to rub plaque off the back teeth. It slows tartar between brushings: a good addition to the toothbrush, not a replacement for it.',
      'Een stevige dagelijkse dental stick laat je hond lang genoeg kauwen om tandplak van de achterste tanden te schuren. Hij remt tandsteen tussen het poetsen door: een goede aanvulling op de tandenborstel, geen vervanging ervan.',
      'Un bâtonnet dentaire ferme, chaque jour, fait mâcher votre chien assez longtemps pour frotter la plaque des dents du fond. Il freine le tartre entre deux brossages : un bon complément de la brosse à dents, pas un substitut.',
      'Ein fester Dental Stick am Tag lässt deinen Hund lange genug kauen, um Belag von den hinteren Zähnen zu reiben. Er bremst Zahnstein zwischen dem Putzen: eine gute Ergänzung zur Zahnbürste, kein Ersatz.',
    ),
    ...wsavaDental,
  },
  {
    key: 'product_cat_dental',
    kind: 'product',
    sku: 'BRK-X-CAT-DENTAL',
    priority: 55,
    titles: text(
      'Dental care treats for cats',
      'Gebitsverzorgende snoepjes voor katten',
      'Friandises de soin dentaire pour chats',
      'Zahnpflege-Snacks für Katzen',
    ),
    bodies: text(
      'Many cats will not accept a toothbrush at first. Crunchy dental treats slow plaque and tartar as a start or an addition; count them in the daily portion and keep brushing as the goal.',
      'Veel katten aanvaarden in het begin geen tandenborstel. Knapperige gebitssnoepjes remmen tandplak en tandsteen als begin of aanvulling; tel ze mee in de dagportie en blijf poetsen als doel houden.',
      'Beaucoup de chats refusent d’abord la brosse à dents. Des friandises dentaires croquantes freinent plaque et tartre, pour commencer ou en complément ; comptez-les dans la ration du jour et gardez le brossage comme objectif.',
      'Viele Katzen lassen anfangs keine Zahnbürste zu. Knusprige Zahnpflege-Snacks bremsen Belag und Zahnstein als Einstieg oder Ergänzung; rechne sie in die Tagesportion ein und behalte das Putzen als Ziel.',
    ),
    ...wsavaDental,
  },
  {
    key: 'product_digestion_powder',
    kind: 'product',
    sku: 'BRK-X-DOG-SUPPLEMENT-DIGESTION',
    priority: 55,
    titles: text('Fibre for firmer stools', 'Vezels voor een stevigere stoelgang', 'Des fibres pour des selles plus fermes', 'Ballaststoffe für festeren Kot'),
    bodies: text(
      'Psyllium, inulin and pumpkin are fibres that feed the good gut bacteria and bind water in the gut, which often helps a dog with soft stools. Start with half the dose for a few days. Blood in the stool or diarrhoea for more than two days is a matter for your vet, not for a supplement.',
      'Psyllium, inuline en pompoen zijn vezels die de goede darmbacteriën voeden en water binden in de darm, wat een hond met zachte ontlasting vaak helpt. Begin een paar dagen met de halve dosis. Bloed in de ontlasting of diarree langer dan twee dagen is iets voor je dierenarts, niet voor een supplement.',
      'Psyllium, inuline et citrouille sont des fibres qui nourrissent les bonnes bactéries et retiennent l’eau dans l’intestin, ce qui aide souvent un chien aux selles molles. Commencez quelques jours à demi-dose. Du sang dans les selles ou une diarrhée de plus de deux jours relèvent du vétérinaire, pas d’un complément.',
      'Flohsamenschalen, Inulin und Kürbis sind Ballaststoffe, die die guten Darmbakterien nähren und Wasser im Darm binden, was Hunden mit weichem Kot oft hilft. Beginne ein paar Tage mit der halben Dosis. Blut im Kot oder Durchfall über zwei Tage gehört in die Tierarztpraxis, nicht zu einem Ergänzungsmittel.',
    ),
    ...fediaf,
  },
  {
    key: 'product_malt_paste',
    kind: 'product',
    sku: 'BRK-X-CAT-MALT-PASTE',
    priority: 55,
    titles: text('Malt paste against hairballs', 'Moutpasta tegen haarballen', 'Pâte au malt contre les boules de poils', 'Malzpaste gegen Haarballen'),
    bodies: text(
      'Malt paste helps swallowed hair pass through the gut; daily brushing removes it before it is swallowed. Bringing up hairballs more than once or twice a month, or retching without result, is worth a vet visit: it can be a sign of gut disease.',
      'Moutpasta helpt ingeslikte haren door de darm; dagelijks borstelen verwijdert ze voor ze ingeslikt worden. Meer dan één of twee keer per maand haarballen opgeven, of kokhalzen zonder resultaat, is een bezoek aan de dierenarts waard: het kan op een darmprobleem wijzen.',
      'La pâte au malt aide les poils avalés à transiter ; un brossage quotidien les retire avant qu’ils ne soient avalés. Rejeter des boules de poils plus d’une ou deux fois par mois, ou avoir des haut-le-cœur sans rien rejeter, justifie une visite chez le vétérinaire : cela peut signaler un trouble digestif.',
      'Malzpaste hilft verschluckten Haaren durch den Darm; tägliches Bürsten entfernt sie, bevor sie verschluckt werden. Mehr als ein- bis zweimal im Monat Haarballen zu erbrechen oder Würgen ohne Ergebnis ist einen Tierarztbesuch wert: Es kann auf eine Darmerkrankung hinweisen.',
    ),
    source: 'Cannon M., Hair balls in cats: a normal nuisance or a sign that something is wrong? Journal of Feline Medicine and Surgery 2013',
    sourceUrl: null,
  },
  {
    key: 'product_slow_feeder',
    kind: 'product',
    sku: 'BRK-X-DOG-SLOW-FEEDER',
    priority: 60,
    titles: text('A slow feeder bowl', 'Een anti-schrokbak', 'Une gamelle anti-glouton', 'Ein Anti-Schling-Napf'),
    bodies: text(
      'Dogs that gulp their food swallow air and bring food back up more often. A slow feeder turns the meal into ten minutes of sniffing and licking, which also makes a smaller portion more satisfying.',
      'Honden die hun eten naar binnen schrokken, slikken lucht in en geven vaker voer op. Een anti-schrokbak maakt van de maaltijd tien minuten snuffelen en likken, wat ook een kleinere portie meer voldoening geeft.',
      'Les chiens qui engloutissent leur repas avalent de l’air et régurgitent plus souvent. Une gamelle anti-glouton transforme le repas en dix minutes de flair et de léchage, ce qui rend aussi une plus petite ration plus rassasiante.',
      'Hunde, die ihr Futter hinunterschlingen, schlucken Luft und würgen öfter Futter hoch. Ein Anti-Schling-Napf macht aus der Mahlzeit zehn Minuten Schnüffeln und Lecken, was auch eine kleinere Portion befriedigender macht.',
    ),
    ...aahaWeight,
  },
  {
    key: 'product_light_treats',
    kind: 'product',
    sku: 'BRK-X-DOG-TREATS-LIGHT',
    priority: 60,
    titles: text('Lighter treats', 'Lichtere snoepjes', 'Des friandises plus légères', 'Leichtere Leckerlis'),
    bodies: text(
      'If treats are part of your daily routine, choose small, low-calorie ones and break them in half: the reward is the moment, not the size. Take them from the day’s portion so they stay within 10 % of the energy.',
      'Horen snoepjes bij jullie dagelijkse routine, kies dan kleine caloriearme snoepjes en breek ze doormidden: de beloning zit in het moment, niet in de grootte. Haal ze van de dagportie af, zodat ze binnen 10 % van de energie blijven.',
      'Si les friandises font partie du quotidien, choisissez-en de petites et peu caloriques, et cassez-les en deux : la récompense, c’est le moment, pas la taille. Retirez-les de la ration du jour pour rester sous 10 % de l’énergie.',
      'Gehören Leckerlis zu eurem Alltag, wähle kleine, kalorienarme und brich sie durch: Die Belohnung ist der Moment, nicht die Größe. Zieh sie von der Tagesportion ab, damit sie unter 10 % der Energie bleiben.',
    ),
    ...wsavaNutrition,
  },

  // Advice.
  {
    key: 'info_treats',
    kind: 'info',
    priority: 70,
    titles: text(
      'Keep treats under 10 % of the day',
      'Houd snoepjes onder 10 % van de dag',
      'Gardez les friandises sous 10 % de la journée',
      'Halte Leckerlis unter 10 % des Tages',
    ),
    bodies: text(
      'Treats, chews and table scraps should provide no more than 10 % of your pet’s daily energy, or they unbalance the diet and add weight. Put the day’s treats in a jar in the morning, use pieces of the regular kibble as rewards, and skip the leftovers: fatty scraps can also cause pancreatitis.',
      'Snoepjes, kauwsnacks en restjes van tafel leveren best niet meer dan 10 % van de dagelijkse energie van je dier, anders raakt de voeding uit balans en komt er gewicht bij. Doe ’s ochtends de snoepjes van de dag in een potje, gebruik brokjes van het gewone voer als beloning en sla de restjes over: vette restjes kunnen ook alvleesklierontsteking veroorzaken.',
      'Friandises, os à mâcher et restes de table ne devraient pas dépasser 10 % de l’énergie quotidienne, sinon l’alimentation se déséquilibre et le poids augmente. Mettez le matin les friandises du jour dans un bocal, utilisez des croquettes de la ration comme récompense et oubliez les restes : gras, ils peuvent aussi provoquer une pancréatite.',
      'Leckerlis, Kausnacks und Tischreste sollten höchstens 10 % der täglichen Energie liefern, sonst gerät die Ernährung aus dem Gleichgewicht und das Gewicht steigt. Füll morgens die Leckerlis des Tages in ein Glas, nimm Kroketten aus der Tagesration als Belohnung und lass die Reste weg: Fettige Reste können auch eine Bauchspeicheldrüsenentzündung auslösen.',
    ),
    ...wsavaNutrition,
  },
  {
    key: 'info_diet_transition',
    kind: 'info',
    priority: 70,
    titles: text(
      'Change food gradually, over a week',
      'Schakel geleidelijk over, in een week',
      'Changez d’aliment progressivement, sur une semaine',
      'Stell das Futter schrittweise um, über eine Woche',
    ),
    bodies: text(
      'The gut bacteria need time to adapt to a new food. Mix the new food in over about seven days: a quarter for two days, half for two days, three quarters for two days, then all new. Keep other food, treats and leftovers steady while you change.',
      'De darmbacteriën hebben tijd nodig om zich aan nieuw voer aan te passen. Meng het nieuwe voer er in ongeveer zeven dagen door: twee dagen een kwart, twee dagen de helft, twee dagen driekwart, daarna alleen nieuw. Houd ander eten, snoepjes en restjes gelijk tijdens de overgang.',
      'La flore intestinale a besoin de temps pour s’adapter à un nouvel aliment. Introduisez-le sur environ sept jours : un quart pendant deux jours, la moitié pendant deux jours, trois quarts pendant deux jours, puis uniquement le nouveau. Pendant la transition, ne changez rien d’autre : friandises et restes compris.',
      'Die Darmbakterien brauchen Zeit, sich an ein neues Futter zu gewöhnen. Misch es über etwa sieben Tage unter: zwei Tage ein Viertel, zwei Tage die Hälfte, zwei Tage drei Viertel, dann nur noch das neue. Lass anderes Futter, Leckerlis und Reste während der Umstellung gleich.',
    ),
    ...wsavaNutrition,
  },
  {
    key: 'info_cat_feeding',
    kind: 'info',
    priority: 70,
    titles: text(
      'Measured meals and play for a trim cat',
      'Afgemeten maaltijden en spel voor een slanke kat',
      'Repas pesés et jeu pour un chat svelte',
      'Abgewogene Mahlzeiten und Spiel für eine schlanke Katze',
    ),
    bodies: text(
      'A bowl that is always full makes it easy to overeat, especially for indoor cats. Weigh the day’s portion on a kitchen scale and split it into several small meals, ideally in puzzle feeders or hidden around the house, and play for two or three short sessions a day: cats are made to hunt many small meals.',
      'Een bak die altijd vol staat, maakt te veel eten makkelijk, zeker bij binnenkatten. Weeg de dagportie op een keukenweegschaal en verdeel ze over meerdere kleine maaltijden, liefst in voerpuzzels of verstopt in huis, en speel twee of drie keer per dag kort: katten zijn gemaakt om veel kleine maaltjes te jagen.',
      'Une gamelle toujours pleine incite à trop manger, surtout chez le chat d’intérieur. Pesez la ration du jour sur une balance de cuisine et répartissez-la en plusieurs petits repas, idéalement dans des distributeurs-jeux ou cachés dans la maison, et jouez deux ou trois courtes séances par jour : le chat est fait pour chasser de nombreux petits repas.',
      'Ein immer voller Napf macht zu viel Fressen leicht, besonders bei Wohnungskatzen. Wiege die Tagesportion auf einer Küchenwaage ab und verteile sie auf mehrere kleine Mahlzeiten, am besten in Futterspielzeug oder im Haus versteckt, und spiel zwei- bis dreimal am Tag kurz: Katzen sind gemacht, viele kleine Mahlzeiten zu jagen.',
    ),
    source: 'AAFP/ISFM Consensus Statement: Feline Feeding Programs (Sadek et al., Journal of Feline Medicine and Surgery 2018)',
    sourceUrl: null,
  },
  {
    key: 'info_joint_exercise',
    kind: 'info',
    priority: 70,
    titles: text(
      'Little and often is best for joints',
      'Kort en vaak is het best voor de gewrichten',
      'Peu mais souvent : le mieux pour les articulations',
      'Kurz und oft ist am besten für die Gelenke',
    ),
    bodies: text(
      'Several shorter walks at an even pace keep joints supple better than one long weekend hike. Avoid repeated jumping and sudden sprints after a ball, swim if your dog likes it, and keep your dog lean: in a lifelong study, lean Labradors developed arthritis years later than their heavier littermates.',
      'Meerdere kortere wandelingen in een gelijkmatig tempo houden de gewrichten soepeler dan één lange tocht in het weekend. Vermijd herhaald springen en plotse sprints achter een bal, laat je hond zwemmen als hij dat graag doet, en houd hem slank: in een levenslange studie kregen slanke labradors jaren later artrose dan hun zwaardere nestgenoten.',
      'Plusieurs promenades plus courtes à allure régulière gardent les articulations plus souples qu’une longue randonnée le week-end. Évitez les sauts répétés et les sprints derrière une balle, faites nager votre chien s’il aime l’eau, et gardez-le mince : dans une étude menée sur toute leur vie, des labradors minces ont développé de l’arthrose des années plus tard que leurs frères et sœurs plus lourds.',
      'Mehrere kürzere Spaziergänge in gleichmäßigem Tempo halten die Gelenke besser geschmeidig als eine lange Wochenendtour. Vermeide wiederholtes Springen und plötzliche Sprints hinter dem Ball, lass deinen Hund schwimmen, wenn er es mag, und halte ihn schlank: In einer lebenslangen Studie bekamen schlanke Labradore Jahre später Arthrose als ihre schwereren Wurfgeschwister.',
    ),
    source: 'AAHA Pain Management Guidelines for Dogs and Cats (2022); Kealy et al., JAVMA 2002 (lifelong diet restriction in Labrador Retrievers)',
    sourceUrl: null,
  },
  {
    key: 'info_home_adaptations',
    kind: 'info',
    priority: 70,
    titles: text(
      'Make home easier on stiff joints',
      'Maak het huis makkelijker voor stijve gewrichten',
      'Rendez la maison plus facile pour des articulations raides',
      'Mach das Zuhause leichter für steife Gelenke',
    ),
    bodies: text(
      'Small changes help a lot: non-slip rugs on smooth floors, a ramp or step to the sofa or car, a thick bed in a warm spot, and for cats a litter box with a low entry, food and water on the floor they live on, and a step up to their favourite window.',
      'Kleine aanpassingen helpen veel: antislipmatten op gladde vloeren, een loopplank of opstapje naar de zetel of de auto, een dikke mand op een warme plek, en voor katten een kattenbak met een lage instap, eten en water op de verdieping waar ze leven en een opstapje naar hun lievelingsraam.',
      'De petits changements aident beaucoup : des tapis antidérapants sur les sols lisses, une rampe ou une marche vers le canapé ou la voiture, un couchage épais dans un coin chaud, et pour le chat un bac à litière à entrée basse, eau et nourriture à l’étage où il vit, et une marche vers sa fenêtre préférée.',
      'Kleine Änderungen helfen viel: rutschfeste Teppiche auf glatten Böden, eine Rampe oder Stufe zum Sofa oder Auto, ein dickes Bett an einem warmen Platz, und für Katzen ein Katzenklo mit niedrigem Einstieg, Futter und Wasser auf der Etage, auf der sie leben, und eine Stufe zum Lieblingsfenster.',
    ),
    ...aafpSenior,
  },
  {
    key: 'info_brushing_start',
    kind: 'info',
    priority: 70,
    titles: text('How to start brushing', 'Zo begin je met poetsen', 'Comment commencer le brossage', 'So fängst du mit dem Putzen an'),
    bodies: text(
      'Go step by step over two or three weeks: first touch the lips and reward, then let your pet lick pet toothpaste from a finger, then rub a finger brush along the outside of the teeth, and only then a soft brush at a 45° angle to the gum line. Thirty seconds per side is enough.',
      'Ga stap voor stap, over twee of drie weken: raak eerst de lippen aan en beloon, laat dan dierentandpasta van een vinger likken, wrijf daarna met een vingerborstel langs de buitenkant van de tanden, en pas dan met een zachte borstel schuin (45°) op de tandvleesrand. Dertig seconden per kant is genoeg.',
      'Avancez pas à pas sur deux ou trois semaines : touchez d’abord les babines et récompensez, faites ensuite lécher du dentifrice pour animaux sur un doigt, puis frottez l’extérieur des dents avec un doigtier, et seulement ensuite une brosse souple inclinée à 45° vers la gencive. Trente secondes par côté suffisent.',
      'Geh Schritt für Schritt über zwei bis drei Wochen vor: Berühre zuerst die Lefzen und belohne, lass dann Tierzahnpasta vom Finger lecken, reib danach mit einer Fingerbürste außen über die Zähne, und erst dann mit einer weichen Bürste im 45°-Winkel zum Zahnfleischrand. Dreißig Sekunden pro Seite reichen.',
    ),
    ...wsavaDentalAaha,
  },
  {
    key: 'info_parasite_hygiene',
    kind: 'info',
    priority: 75,
    titles: text(
      'Simple hygiene protects the family',
      'Eenvoudige hygiëne beschermt het gezin',
      'Une hygiène simple protège la famille',
      'Einfache Hygiene schützt die Familie',
    ),
    bodies: text(
      'Roundworm eggs and Toxoplasma from cats can infect people, and young children, pregnant women and people with weak immunity are most at risk. Pick up dog droppings straight away, clean the litter box every day with gloves, cover sandpits and wash hands after playing with pets and before eating.',
      'Eitjes van spoelwormen en toxoplasma van katten kunnen mensen besmetten; jonge kinderen, zwangere vrouwen en mensen met een zwakke weerstand lopen het meeste risico. Ruim hondenpoep meteen op, maak de kattenbak elke dag schoon met handschoenen, dek zandbakken af en was handen na het spelen met dieren en voor het eten.',
      'Les œufs d’ascaris et la toxoplasmose transmise par le chat peuvent infecter l’humain ; les jeunes enfants, les femmes enceintes et les personnes immunodéprimées sont les plus exposés. Ramassez aussitôt les crottes de chien, nettoyez le bac à litière chaque jour avec des gants, couvrez les bacs à sable et lavez-vous les mains après avoir joué avec les animaux et avant de manger.',
      'Spulwurmeier und Toxoplasmen von Katzen können Menschen infizieren; kleine Kinder, Schwangere und Menschen mit schwachem Immunsystem sind am stärksten gefährdet. Sammle Hundekot sofort auf, reinige das Katzenklo täglich mit Handschuhen, deck Sandkästen ab und wasch dir nach dem Spielen mit Tieren und vor dem Essen die Hände.',
    ),
    ...esccapWorms,
  },
  {
    key: 'info_senior_signs',
    kind: 'info',
    priority: 75,
    titles: text(
      'What to watch in an older cat',
      'Waar je op let bij een oudere kat',
      'Ce qu’il faut surveiller chez un chat âgé',
      'Worauf du bei einer älteren Katze achtest',
    ),
    bodies: text(
      'Cats hide illness well, so small changes matter: how much they drink, the size of the clumps in the litter, appetite, weight, grooming, jumping and sleeping. Noting them once a month and weighing your cat gives your vet the best information.',
      'Katten verbergen ziekte goed, dus kleine veranderingen tellen: hoeveel ze drinken, de grootte van de klonten in de kattenbak, eetlust, gewicht, vachtverzorging, springen en slapen. Ze één keer per maand noteren en je kat wegen geeft je dierenarts de beste informatie.',
      'Le chat cache bien la maladie, alors les petits changements comptent : ce qu’il boit, la taille des agglomérats dans la litière, l’appétit, le poids, la toilette, les sauts et le sommeil. Les noter une fois par mois et peser votre chat donne à votre vétérinaire les meilleures informations.',
      'Katzen verbergen Krankheiten gut, daher zählen kleine Veränderungen: wie viel sie trinken, die Größe der Klumpen im Katzenklo, Appetit, Gewicht, Fellpflege, Springen und Schlafen. Sie einmal im Monat zu notieren und deine Katze zu wiegen, gibt der Praxis die besten Informationen.',
    ),
    ...aafpSenior,
  },
];

// ─── Categories ───────────────────────────────────────────────────────────────────────────────

export const surveyCategorySeeds: readonly SurveyCategorySeed[] = [
  { key: 'healthy_weight', names: text('Healthy weight', 'Gezond gewicht', 'Poids de forme', 'Gesundes Gewicht') },
  { key: 'skin_coat', names: text('Skin and coat', 'Huid en vacht', 'Peau et pelage', 'Haut und Fell') },
  { key: 'digestion', names: text('Digestion', 'Spijsvertering', 'Digestion', 'Verdauung') },
  { key: 'joints_mobility', names: text('Joints and mobility', 'Gewrichten en beweging', 'Articulations et mobilité', 'Gelenke und Beweglichkeit') },
  { key: 'dental_care', names: text('Dental care', 'Gebitsverzorging', 'Soins dentaires', 'Zahnpflege') },
  { key: 'parasites', names: text('Worms, fleas and ticks', 'Wormen, vlooien en teken', 'Vers, puces et tiques', 'Würmer, Flöhe und Zecken') },
  { key: 'senior_care', names: text('Senior care', 'Zorg voor senioren', 'Soins des seniors', 'Seniorenpflege') },
];

// ─── Surveys ──────────────────────────────────────────────────────────────────────────────────

// The last question of both weight surveys; `pet` is "my dog" or "my cat" in each language.
const weightChangeAnswers = (pet: SurveyText): SurveyAnswerSeed[] => [
  answer('same', text('No, it stays about the same', 'Nee, het blijft ongeveer gelijk', 'Non, il reste à peu près stable', 'Nein, es bleibt etwa gleich')),
  answer('gained', text('It has gone up', 'Het is gestegen', 'Il a augmenté', 'Es ist gestiegen'), 'vet_weight_change'),
  answer('lost', text('It has gone down', 'Het is gedaald', 'Il a baissé', 'Es ist gesunken'), 'vet_weight_change'),
  answer(
    'unknown',
    text(
      `I don’t know: I don’t weigh ${pet.en}`,
      `Ik weet het niet: ik weeg ${pet.nl} niet`,
      `Je ne sais pas : je ne pèse pas ${pet.fr}`,
      `Ich weiß es nicht: Ich wiege ${pet.de} nicht`,
    ),
    'reminder_weight_check',
  ),
];

export const surveySeeds: readonly SurveySeed[] = [
  {
    key: 'dog_weight',
    category: 'healthy_weight',
    animalTypes: ['dog'],
    names: text(
      'Is my dog a healthy weight?',
      'Heeft mijn hond een gezond gewicht?',
      'Mon chien a-t-il un poids de forme ?',
      'Hat mein Hund ein gesundes Gewicht?',
    ),
    descriptions: text(
      'Five quick questions, starting with the hands-on body condition check that vets use.',
      'Vijf snelle vragen, te beginnen met de lichaamsconditiecontrole die dierenartsen met hun handen doen.',
      'Cinq questions rapides, à commencer par l’évaluation de l’état corporel que les vétérinaires font à la main.',
      'Fünf kurze Fragen, beginnend mit dem Körperzustands-Check, den Tierärzte mit den Händen machen.',
    ),
    questions: [
      {
        key: 'dog_weight_ribs',
        kind: 'single',
        texts: text(
          'Run your flat hands along your dog’s chest. How do the ribs feel?',
          'Strijk met je vlakke handen over de borstkas van je hond. Hoe voelen de ribben aan?',
          'Passez les mains à plat sur le thorax de votre chien. Comment sentez-vous les côtes ?',
          'Streich mit flachen Händen über den Brustkorb deines Hundes. Wie fühlen sich die Rippen an?',
        ),
        answers: [
          answer(
            'visible',
            text(
              'I can see the ribs, spine and hip bones, with no fat over them',
              'Ik zie de ribben, de ruggengraat en de heupbeenderen, zonder vet erover',
              'Je vois les côtes, la colonne et les os du bassin, sans graisse',
              'Ich sehe Rippen, Wirbelsäule und Beckenknochen, ohne Fett darüber',
            ),
            'meal_thin',
          ),
          answer(
            'easy',
            text(
              'Easy to feel under a thin layer of fat, like the back of my hand',
              'Makkelijk te voelen onder een dun laagje vet, zoals de rug van mijn hand',
              'Faciles à sentir sous une fine couche de graisse, comme le dos de ma main',
              'Leicht zu fühlen unter einer dünnen Fettschicht, wie mein Handrücken',
            ),
          ),
          answer(
            'hard',
            text(
              'Hard to feel: I have to press through a layer of fat',
              'Moeilijk te voelen: ik moet door een laag vet drukken',
              'Difficiles à sentir : je dois appuyer à travers une couche de graisse',
              'Schwer zu fühlen: Ich muss durch eine Fettschicht drücken',
            ),
            'meal_overweight',
            'reminder_weight_check',
          ),
          answer(
            'none',
            text(
              'I can’t feel them under a thick layer of fat',
              'Ik voel ze niet onder een dikke laag vet',
              'Je ne les sens pas sous une épaisse couche de graisse',
              'Ich fühle sie unter einer dicken Fettschicht nicht',
            ),
            'meal_obese',
            'reminder_weight_check',
          ),
        ],
      },
      {
        key: 'dog_weight_waist',
        kind: 'single',
        texts: text(
          'Look down at your dog from above. Is there a waist behind the ribs?',
          'Kijk van bovenaf naar je hond. Is er een taille achter de ribben?',
          'Regardez votre chien d’en haut. Voit-on une taille derrière les côtes ?',
          'Schau von oben auf deinen Hund. Gibt es hinter den Rippen eine Taille?',
        ),
        answers: [
          answer(
            'narrow',
            text(
              'Very narrow; the hip bones stand out',
              'Heel smal; de heupbeenderen steken uit',
              'Très étroite ; les os du bassin ressortent',
              'Sehr schmal; die Beckenknochen stehen hervor',
            ),
          ),
          answer(
            'clear',
            text(
              'A clear waist, and the belly tucks up seen from the side',
              'Een duidelijke taille, en van opzij loopt de buik omhoog',
              'Une taille nette, et le ventre remonte vu de profil',
              'Eine deutliche Taille, und von der Seite ist der Bauch hochgezogen',
            ),
          ),
          answer(
            'slight',
            text(
              'Hardly any waist; the back looks broad',
              'Nauwelijks een taille; de rug is breed',
              'À peine une taille ; le dos paraît large',
              'Kaum eine Taille; der Rücken wirkt breit',
            ),
            'reminder_weight_check',
          ),
          answer(
            'none',
            text(
              'No waist; the belly rounds outward or sags',
              'Geen taille; de buik bolt uit of hangt',
              'Pas de taille ; le ventre est rond ou pend',
              'Keine Taille; der Bauch wölbt sich oder hängt',
            ),
            'reminder_weight_check',
          ),
        ],
      },
      {
        key: 'dog_weight_exercise',
        kind: 'single',
        texts: text(
          'How much exercise does your dog get on a typical day?',
          'Hoeveel beweging krijgt je hond op een gewone dag?',
          'Combien d’exercice votre chien fait-il un jour ordinaire ?',
          'Wie viel Bewegung bekommt dein Hund an einem normalen Tag?',
        ),
        answers: [
          answer(
            'under_30',
            text('Less than 30 minutes of walking', 'Minder dan 30 minuten wandelen', 'Moins de 30 minutes de promenade', 'Weniger als 30 Minuten Spaziergang'),
            'meal_low_activity',
          ),
          answer('30_60', text('30 to 60 minutes', '30 tot 60 minuten', '30 à 60 minutes', '30 bis 60 Minuten')),
          answer(
            'over_60',
            text(
              'More than an hour, with running or play',
              'Meer dan een uur, met rennen of spelen',
              'Plus d’une heure, avec course ou jeu',
              'Mehr als eine Stunde, mit Rennen oder Spielen',
            ),
          ),
        ],
      },
      {
        key: 'dog_weight_treats',
        kind: 'single',
        texts: text(
          'How many treats and table scraps does your dog get?',
          'Hoeveel snoepjes en restjes van tafel krijgt je hond?',
          'Combien de friandises et de restes de table votre chien reçoit-il ?',
          'Wie viele Leckerlis und Tischreste bekommt dein Hund?',
        ),
        answers: [
          answer(
            'few',
            text(
              'A few small treats a day, or none',
              'Een paar kleine snoepjes per dag, of geen',
              'Quelques petites friandises par jour, ou aucune',
              'Ein paar kleine Leckerlis am Tag, oder keine',
            ),
          ),
          answer(
            'many',
            text(
              'Quite a lot of treats, or a chew every day',
              'Best veel snoepjes, of elke dag een kauwsnack',
              'Pas mal de friandises, ou un os à mâcher chaque jour',
              'Ziemlich viele Leckerlis, oder jeden Tag einen Kausnack',
            ),
            'info_treats',
            'product_light_treats',
          ),
          answer(
            'scraps',
            text(
              'Regularly leftovers from our plates',
              'Geregeld restjes van ons bord',
              'Régulièrement des restes de nos assiettes',
              'Regelmäßig Reste von unseren Tellern',
            ),
            'info_treats',
          ),
        ],
      },
      {
        key: 'dog_weight_change',
        kind: 'single',
        texts: text(
          'Has your dog’s weight changed in the past few months without a change in food or exercise?',
          'Is het gewicht van je hond de voorbije maanden veranderd zonder dat voeding of beweging veranderd is?',
          'Le poids de votre chien a-t-il changé ces derniers mois sans changement d’alimentation ou d’activité ?',
          'Hat sich das Gewicht deines Hundes in den letzten Monaten verändert, ohne dass sich Futter oder Bewegung geändert haben?',
        ),
        answers: weightChangeAnswers(text('my dog', 'mijn hond', 'mon chien', 'meinen Hund')),
      },
    ],
  },
  {
    key: 'cat_weight',
    category: 'healthy_weight',
    animalTypes: ['cat'],
    names: text(
      'Is my cat a healthy weight?',
      'Heeft mijn kat een gezond gewicht?',
      'Mon chat a-t-il un poids de forme ?',
      'Hat meine Katze ein gesundes Gewicht?',
    ),
    descriptions: text(
      'Indoor cats easily put on weight. Five questions about body, meals and play show where your cat stands.',
      'Binnenkatten komen makkelijk bij. Vijf vragen over lichaam, maaltijden en spel tonen waar je kat staat.',
      'Les chats d’intérieur prennent facilement du poids. Cinq questions sur le corps, les repas et le jeu montrent où en est votre chat.',
      'Wohnungskatzen nehmen leicht zu. Fünf Fragen zu Körper, Mahlzeiten und Spiel zeigen, wo deine Katze steht.',
    ),
    questions: [
      {
        key: 'cat_weight_ribs',
        kind: 'single',
        texts: text(
          'Stroke your cat’s sides with flat hands. How do the ribs feel?',
          'Aai met vlakke handen over de flanken van je kat. Hoe voelen de ribben aan?',
          'Caressez les flancs de votre chat, mains à plat. Comment sentez-vous les côtes ?',
          'Streichle die Flanken deiner Katze mit flachen Händen. Wie fühlen sich die Rippen an?',
        ),
        answers: [
          answer('visible', text('Sharp and easy to see', 'Scherp en makkelijk te zien', 'Saillantes et bien visibles', 'Spitz und gut sichtbar'), 'meal_thin'),
          answer(
            'easy',
            text(
              'Easy to feel under a slight layer of fat',
              'Makkelijk te voelen onder een dun laagje vet',
              'Faciles à sentir sous une fine couche de graisse',
              'Leicht zu fühlen unter einer dünnen Fettschicht',
            ),
          ),
          answer(
            'hard',
            text(
              'Hard to feel under a layer of fat',
              'Moeilijk te voelen onder een laag vet',
              'Difficiles à sentir sous une couche de graisse',
              'Schwer zu fühlen unter einer Fettschicht',
            ),
            'meal_overweight',
            'reminder_weight_check',
          ),
          answer(
            'none',
            text('I can’t feel them at all', 'Ik voel ze helemaal niet', 'Je ne les sens pas du tout', 'Ich fühle sie gar nicht'),
            'meal_obese',
            'reminder_weight_check',
          ),
        ],
      },
      {
        key: 'cat_weight_belly',
        kind: 'single',
        texts: text(
          'Look at your cat from the side. How does the belly look?',
          'Bekijk je kat van opzij. Hoe ziet de buik eruit?',
          'Regardez votre chat de profil. À quoi ressemble le ventre ?',
          'Schau deine Katze von der Seite an. Wie sieht der Bauch aus?',
        ),
        answers: [
          answer('tucked', text('Trim, tucked up a little', 'Slank, een beetje opgetrokken', 'Svelte, un peu remonté', 'Schlank, leicht hochgezogen')),
          answer(
            'pouch',
            text(
              'Trim, with a loose flap of skin that swings when walking',
              'Slank, met een losse huidplooi die meezwaait bij het stappen',
              'Svelte, avec un repli de peau qui se balance à la marche',
              'Schlank, mit einer losen Hautfalte, die beim Gehen schwingt',
            ),
          ),
          answer(
            'round',
            text('Round and firm, filled with fat', 'Rond en stevig, gevuld met vet', 'Rond et ferme, rempli de graisse', 'Rund und fest, mit Fett gefüllt'),
            'reminder_weight_check',
          ),
        ],
      },
      {
        key: 'cat_weight_feeding',
        kind: 'single',
        texts: text(
          'How does your cat get its food?',
          'Hoe krijgt je kat haar eten?',
          'Comment votre chat reçoit-il sa nourriture ?',
          'Wie bekommt deine Katze ihr Futter?',
        ),
        answers: [
          answer(
            'free',
            text(
              'The bowl is always full; my cat eats when it likes',
              'De bak staat altijd vol; mijn kat eet wanneer ze wil',
              'La gamelle est toujours pleine ; mon chat mange quand il veut',
              'Der Napf ist immer voll; meine Katze frisst, wann sie will',
            ),
            'info_cat_feeding',
          ),
          answer('weighed', text('Weighed meals', 'Afgewogen maaltijden', 'Des repas pesés', 'Abgewogene Mahlzeiten')),
          answer(
            'guessed',
            text(
              'Meals, but I guess the amount',
              'Maaltijden, maar ik schat de hoeveelheid',
              'Des repas, mais j’estime la quantité à l’œil',
              'Mahlzeiten, aber ich schätze die Menge',
            ),
            'info_cat_feeding',
          ),
        ],
      },
      {
        key: 'cat_weight_activity',
        kind: 'single',
        texts: text('How active is your cat?', 'Hoe actief is je kat?', 'Votre chat est-il actif ?', 'Wie aktiv ist deine Katze?'),
        answers: [
          answer(
            'calm',
            text(
              'Indoors and sleeps most of the day',
              'Binnen en slaapt het grootste deel van de dag',
              'À l’intérieur, il dort la plus grande partie de la journée',
              'Drinnen und verschläft den größten Teil des Tages',
            ),
            'meal_low_activity',
            'info_cat_feeding',
          ),
          answer(
            'plays',
            text(
              'Plays every day, or goes out now and then',
              'Speelt elke dag, of gaat af en toe naar buiten',
              'Joue tous les jours, ou sort de temps en temps',
              'Spielt jeden Tag oder geht ab und zu nach draußen',
            ),
          ),
          answer(
            'roams',
            text(
              'Outdoors a lot: roams and hunts',
              'Veel buiten: zwerft en jaagt',
              'Beaucoup dehors : il se promène et chasse',
              'Viel draußen: streift umher und jagt',
            ),
          ),
        ],
      },
      {
        key: 'cat_weight_change',
        kind: 'single',
        texts: text(
          'Has your cat’s weight changed in the past few months without a change in food?',
          'Is het gewicht van je kat de voorbije maanden veranderd zonder dat de voeding veranderd is?',
          'Le poids de votre chat a-t-il changé ces derniers mois sans changement d’alimentation ?',
          'Hat sich das Gewicht deiner Katze in den letzten Monaten ohne Futterumstellung verändert?',
        ),
        answers: weightChangeAnswers(text('my cat', 'mijn kat', 'mon chat', 'meine Katze')),
      },
    ],
  },
  {
    key: 'itchy_skin',
    category: 'skin_coat',
    animalTypes: ['dog', 'cat'],
    names: text('Itchy skin and a dull coat', 'Jeukende huid en een doffe vacht', 'Peau qui gratte et pelage terne', 'Juckende Haut und stumpfes Fell'),
    descriptions: text(
      'Scratching, licking or a dull coat? Four questions help tell fleas, dry skin and allergies apart, and show when to see the vet.',
      'Krabben, likken of een doffe vacht? Vier vragen helpen vlooien, een droge huid en allergie te onderscheiden, en tonen wanneer je naar de dierenarts gaat.',
      'Grattage, léchage ou pelage terne ? Quatre questions aident à distinguer puces, peau sèche et allergie, et indiquent quand consulter.',
      'Kratzen, Lecken oder stumpfes Fell? Vier Fragen helfen, Flöhe, trockene Haut und Allergien zu unterscheiden, und zeigen, wann es Zeit für die Praxis ist.',
    ),
    questions: [
      {
        key: 'skin_itch',
        kind: 'single',
        texts: text(
          'How often does your pet scratch, lick or nibble itself?',
          'Hoe vaak krabt, likt of knabbelt je dier aan zichzelf?',
          'À quelle fréquence votre animal se gratte-t-il, se lèche-t-il ou se mordille-t-il ?',
          'Wie oft kratzt, leckt oder knabbert dein Tier an sich?',
        ),
        answers: [
          answer(
            'rarely',
            text('Now and then, like any animal', 'Af en toe, zoals elk dier', 'De temps en temps, comme tout animal', 'Ab und zu, wie jedes Tier'),
          ),
          answer(
            'daily',
            text('Several times every day', 'Elke dag meerdere keren', 'Plusieurs fois par jour', 'Mehrmals jeden Tag'),
            'meal_skin_coat',
            'reminder_coat_check',
          ),
          answer(
            'constant',
            text(
              'Almost constantly; it even wakes up to scratch',
              'Bijna voortdurend; het wordt er zelfs wakker van',
              'Presque sans arrêt ; il se réveille même pour se gratter',
              'Fast ständig; es wacht sogar zum Kratzen auf',
            ),
            'vet_itch',
            'meal_skin_coat',
          ),
        ],
      },
      {
        key: 'skin_where',
        kind: 'multiple',
        texts: text(
          'Where does it itch or look irritated? Choose all that apply.',
          'Waar jeukt het of ziet het er geïrriteerd uit? Kies alles wat past.',
          'Où cela gratte-t-il ou paraît-il irrité ? Choisissez tout ce qui s’applique.',
          'Wo juckt es oder sieht es gereizt aus? Wähle alles Zutreffende.',
        ),
        answers: [
          answer('nowhere', text('Nowhere in particular', 'Nergens in het bijzonder', 'Nulle part en particulier', 'Nirgends besonders')),
          answer(
            'paws',
            text(
              'Paws: licking, red between the toes',
              'Poten: likken, rood tussen de tenen',
              'Pattes : léchage, rougeur entre les doigts',
              'Pfoten: Lecken, Rötung zwischen den Zehen',
            ),
            'vet_itch',
          ),
          answer(
            'ears',
            text(
              'Ears: head shaking, smell or dark wax',
              'Oren: hoofdschudden, geur of donker oorsmeer',
              'Oreilles : secoue la tête, odeur ou cérumen foncé',
              'Ohren: Kopfschütteln, Geruch oder dunkles Ohrenschmalz',
            ),
            'vet_itch',
          ),
          answer(
            'tail',
            text('Lower back and base of the tail', 'Onderrug en staartbasis', 'Bas du dos et base de la queue', 'Unterer Rücken und Schwanzansatz'),
            'reminder_flea_tick',
            'reminder_coat_check',
          ),
          answer('all_over', text('All over the body', 'Over het hele lichaam', 'Sur tout le corps', 'Am ganzen Körper'), 'vet_itch'),
        ],
      },
      {
        key: 'skin_coat_look',
        kind: 'single',
        texts: text('How does the coat look?', 'Hoe ziet de vacht eruit?', 'À quoi ressemble le pelage ?', 'Wie sieht das Fell aus?'),
        answers: [
          answer('shiny', text('Shiny and soft', 'Glanzend en zacht', 'Brillant et doux', 'Glänzend und weich')),
          answer(
            'dull',
            text('Dull, dry or with dandruff', 'Dof, droog of met roos', 'Terne, sec ou avec des pellicules', 'Stumpf, trocken oder mit Schuppen'),
            'product_salmon_oil',
            'meal_skin_coat',
          ),
          answer(
            'patches',
            text(
              'Bald patches, scabs or red spots',
              'Kale plekken, korstjes of rode vlekken',
              'Zones sans poils, croûtes ou plaques rouges',
              'Kahle Stellen, Krusten oder rote Flecken',
            ),
            'vet_itch',
          ),
        ],
      },
      {
        key: 'skin_flea_protection',
        kind: 'single',
        texts: text(
          'How is your pet protected against fleas?',
          'Hoe is je dier beschermd tegen vlooien?',
          'Comment votre animal est-il protégé contre les puces ?',
          'Wie ist dein Tier gegen Flöhe geschützt?',
        ),
        answers: [
          answer(
            'regular',
            text(
              'With a vet-recommended product, always on time',
              'Met een middel van de dierenarts, altijd op tijd',
              'Avec un produit conseillé par le vétérinaire, toujours à temps',
              'Mit einem Mittel aus der Praxis, immer pünktlich',
            ),
          ),
          answer(
            'sometimes',
            text('Sometimes, mostly in summer', 'Soms, vooral in de zomer', 'Parfois, surtout en été', 'Manchmal, vor allem im Sommer'),
            'reminder_flea_tick',
          ),
          answer('never', text('Not at all', 'Helemaal niet', 'Pas du tout', 'Gar nicht'), 'reminder_flea_tick'),
        ],
      },
    ],
  },
  {
    key: 'digestion',
    category: 'digestion',
    animalTypes: ['dog', 'cat'],
    names: text('A happy tummy', 'Een gelukkige buik', 'Un ventre heureux', 'Ein glücklicher Bauch'),
    descriptions: text(
      'Stools, vomiting, wind and eating habits say a lot about digestion. Four questions, and what to do about the answers.',
      'Ontlasting, braken, winderigheid en eetgewoonten zeggen veel over de spijsvertering. Vier vragen, en wat je met de antwoorden doet.',
      'Selles, vomissements, flatulences et façon de manger en disent long sur la digestion. Quatre questions, et que faire des réponses.',
      'Kot, Erbrechen, Blähungen und Fressgewohnheiten sagen viel über die Verdauung. Vier Fragen, und was aus den Antworten folgt.',
    ),
    questions: [
      {
        key: 'digestion_stool',
        kind: 'single',
        texts: text(
          'What are your pet’s stools usually like?',
          'Hoe is de ontlasting van je dier meestal?',
          'Comment sont habituellement les selles de votre animal ?',
          'Wie ist der Kot deines Tieres meistens?',
        ),
        answers: [
          answer(
            'firm',
            text(
              'Firm, well formed and easy to pick up',
              'Stevig, goed gevormd en makkelijk op te rapen',
              'Fermes, bien moulées et faciles à ramasser',
              'Fest, gut geformt und leicht aufzusammeln',
            ),
          ),
          answer(
            'soft',
            text(
              'Often soft, or changing from day to day',
              'Vaak zacht, of wisselend van dag tot dag',
              'Souvent molles, ou changeantes d’un jour à l’autre',
              'Oft weich, oder von Tag zu Tag verschieden',
            ),
            'meal_sensitive_digestion',
            'product_digestion_powder',
          ),
          answer(
            'diarrhoea',
            text(
              'Diarrhoea for more than two days',
              'Diarree, langer dan twee dagen',
              'Diarrhée depuis plus de deux jours',
              'Durchfall seit mehr als zwei Tagen',
            ),
            'vet_digestion',
          ),
        ],
      },
      {
        key: 'digestion_signs',
        kind: 'multiple',
        texts: text(
          'Have you noticed any of these in the past two weeks? Choose all that apply.',
          'Heb je de voorbije twee weken iets hiervan gemerkt? Kies alles wat past.',
          'Avez-vous remarqué l’un de ces signes ces deux dernières semaines ? Choisissez tout ce qui s’applique.',
          'Ist dir in den letzten zwei Wochen etwas davon aufgefallen? Wähle alles Zutreffende.',
        ),
        answers: [
          answer('none', text('None of these', 'Niets hiervan', 'Aucun de ces signes', 'Nichts davon')),
          answer(
            'blood',
            text(
              'Blood or mucus in the stool, or black, tarry stool',
              'Bloed of slijm in de ontlasting, of zwarte, teerachtige ontlasting',
              'Du sang ou du mucus dans les selles, ou des selles noires et goudronneuses',
              'Blut oder Schleim im Kot, oder schwarzer, teerartiger Kot',
            ),
            'vet_digestion',
          ),
          answer(
            'vomiting',
            text(
              'Vomiting more than once a week',
              'Meer dan één keer per week braken',
              'Des vomissements plus d’une fois par semaine',
              'Erbrechen öfter als einmal pro Woche',
            ),
            'vet_digestion',
          ),
          answer(
            'appetite',
            text('Eating less, or losing weight', 'Minder eten, of gewicht verliezen', 'Mange moins, ou perd du poids', 'Frisst weniger oder verliert Gewicht'),
            'vet_weight_change',
          ),
          answer(
            'wind',
            text(
              'A lot of wind or a rumbling tummy',
              'Veel winden of een rommelende buik',
              'Beaucoup de gaz ou un ventre qui gargouille',
              'Viele Blähungen oder ein rumpelnder Bauch',
            ),
            'meal_sensitive_digestion',
          ),
        ],
      },
      {
        key: 'digestion_food_changes',
        kind: 'single',
        texts: text(
          'How do you usually change your pet’s food?',
          'Hoe verander je gewoonlijk het voer van je dier?',
          'Comment changez-vous habituellement l’alimentation de votre animal ?',
          'Wie stellst du das Futter deines Tieres normalerweise um?',
        ),
        answers: [
          answer(
            'gradual',
            text(
              'Gradually, over about a week',
              'Geleidelijk, over ongeveer een week',
              'Progressivement, sur une semaine environ',
              'Schrittweise, über etwa eine Woche',
            ),
          ),
          answer(
            'abrupt',
            text('From one day to the next', 'Van de ene dag op de andere', 'Du jour au lendemain', 'Von einem Tag auf den anderen'),
            'info_diet_transition',
          ),
          answer(
            'varied',
            text(
              'It often gets different food, treats or leftovers',
              'Het krijgt vaak ander eten, snoepjes of restjes',
              'Il reçoit souvent d’autres aliments, des friandises ou des restes',
              'Es bekommt oft anderes Futter, Leckerlis oder Reste',
            ),
            'info_diet_transition',
            'info_treats',
          ),
        ],
      },
      {
        key: 'digestion_eating',
        kind: 'single',
        texts: text('How does your pet eat?', 'Hoe eet je dier?', 'Comment votre animal mange-t-il ?', 'Wie frisst dein Tier?'),
        answers: [
          answer('calm', text('Calmly, in a few minutes', 'Rustig, in een paar minuten', 'Calmement, en quelques minutes', 'Ruhig, in ein paar Minuten')),
          answer(
            'gulps',
            text(
              'Gulps it down in seconds, and sometimes brings it back up',
              'Schrokt het op in enkele seconden, en geeft het soms weer op',
              'Il engloutit tout en quelques secondes, et le régurgite parfois',
              'Schlingt es in Sekunden hinunter und würgt es manchmal wieder hoch',
            ),
            'product_slow_feeder',
          ),
          answer(
            'hairballs',
            text(
              'Calmly, but brings up hairballs now and then',
              'Rustig, maar geeft af en toe haarballen op',
              'Calmement, mais rejette de temps en temps des boules de poils',
              'Ruhig, würgt aber ab und zu Haarballen hoch',
            ),
            'product_malt_paste',
            'reminder_coat_check',
          ),
        ],
      },
    ],
  },
  {
    key: 'dog_joints',
    category: 'joints_mobility',
    animalTypes: ['dog'],
    names: text('Stiff joints in dogs', 'Stijve gewrichten bij honden', 'Articulations raides chez le chien', 'Steife Gelenke beim Hund'),
    descriptions: text(
      'Osteoarthritis starts slowly and dogs rarely complain. Four questions to spot the early signs and keep your dog moving with pleasure.',
      'Artrose begint traag en honden klagen zelden. Vier vragen om de eerste tekenen te herkennen en je hond met plezier te laten bewegen.',
      'L’arthrose s’installe lentement et le chien se plaint rarement. Quatre questions pour repérer les premiers signes et garder votre chien en mouvement avec plaisir.',
      'Arthrose beginnt langsam, und Hunde klagen selten. Vier Fragen, um die ersten Anzeichen zu erkennen und deinen Hund mit Freude in Bewegung zu halten.',
    ),
    questions: [
      {
        key: 'joints_stiffness',
        kind: 'single',
        texts: text(
          'Is your dog stiff when it gets up after a rest?',
          'Is je hond stijf als hij na het rusten opstaat?',
          'Votre chien est-il raide quand il se lève après le repos ?',
          'Ist dein Hund steif, wenn er nach einer Pause aufsteht?',
        ),
        answers: [
          answer('never', text('No, it gets up easily', 'Nee, hij staat vlot op', 'Non, il se lève facilement', 'Nein, er steht mühelos auf')),
          answer(
            'sometimes',
            text(
              'Sometimes, on cold mornings or after a long walk',
              'Soms, op koude ochtenden of na een lange wandeling',
              'Parfois, les matins froids ou après une longue promenade',
              'Manchmal, an kalten Morgen oder nach einem langen Spaziergang',
            ),
            'meal_joints',
            'product_joint_chews',
            'info_joint_exercise',
          ),
          answer(
            'often',
            text(
              'Often; it needs a few steps to warm up',
              'Vaak; hij heeft een paar passen nodig om op gang te komen',
              'Souvent ; il lui faut quelques pas pour se dérouiller',
              'Oft; er braucht ein paar Schritte, um in Gang zu kommen',
            ),
            'vet_joint_pain',
            'meal_joints',
            'product_joint_chews',
          ),
        ],
      },
      {
        key: 'joints_avoids',
        kind: 'multiple',
        texts: text(
          'Has your dog started to avoid any of these? Choose all that apply.',
          'Is je hond iets hiervan beginnen te vermijden? Kies alles wat past.',
          'Votre chien a-t-il commencé à éviter l’une de ces choses ? Choisissez tout ce qui s’applique.',
          'Hat dein Hund begonnen, etwas davon zu meiden? Wähle alles Zutreffende.',
        ),
        answers: [
          answer(
            'nothing',
            text(
              'None: it does everything as before',
              'Niets: hij doet alles zoals vroeger',
              'Rien : il fait tout comme avant',
              'Nichts: Er macht alles wie früher',
            ),
          ),
          answer('stairs', text('Stairs', 'Trappen', 'Les escaliers', 'Treppen'), 'info_home_adaptations', 'vet_joint_pain'),
          answer(
            'jumping',
            text(
              'Jumping into the car or onto the sofa',
              'In de auto of op de zetel springen',
              'Sauter dans la voiture ou sur le canapé',
              'Ins Auto oder aufs Sofa springen',
            ),
            'info_home_adaptations',
            'vet_joint_pain',
          ),
          answer(
            'walks',
            text(
              'Long walks: it lags behind or sits down',
              'Lange wandelingen: hij blijft achter of gaat zitten',
              'Les longues promenades : il traîne ou s’assoit',
              'Lange Spaziergänge: Er bleibt zurück oder setzt sich hin',
            ),
            'vet_joint_pain',
          ),
          answer('play', text('Running and playing', 'Rennen en spelen', 'Courir et jouer', 'Rennen und Spielen'), 'vet_joint_pain'),
        ],
      },
      {
        key: 'joints_limping',
        kind: 'single',
        texts: text(
          'Has your dog limped in the past month?',
          'Heeft je hond de voorbije maand gemankt?',
          'Votre chien a-t-il boité le mois dernier ?',
          'Hat dein Hund im letzten Monat gelahmt?',
        ),
        answers: [
          answer('no', text('No', 'Nee', 'Non', 'Nein')),
          answer(
            'briefly',
            text(
              'Briefly, and it was gone within a day or two',
              'Even, en het was binnen een dag of twee over',
              'Brièvement, et c’était passé en un jour ou deux',
              'Kurz, und nach ein, zwei Tagen war es vorbei',
            ),
            'info_joint_exercise',
          ),
          answer(
            'longer',
            text(
              'Yes, for more than two days, or it keeps coming back',
              'Ja, langer dan twee dagen, of het komt steeds terug',
              'Oui, plus de deux jours, ou cela revient sans cesse',
              'Ja, länger als zwei Tage, oder es kommt immer wieder',
            ),
            'vet_limping',
          ),
          answer(
            'no_weight',
            text('It won’t put weight on a leg', 'Hij wil een poot niet belasten', 'Il ne s’appuie pas sur une patte', 'Er belastet ein Bein nicht'),
            'vet_limping',
          ),
        ],
      },
      {
        key: 'joints_figure',
        kind: 'single',
        texts: text(
          'How would you describe your dog’s figure?',
          'Hoe zou je het figuur van je hond omschrijven?',
          'Comment décririez-vous la silhouette de votre chien ?',
          'Wie würdest du die Figur deines Hundes beschreiben?',
        ),
        answers: [
          answer(
            'lean',
            text(
              'Lean: ribs easy to feel and a clear waist',
              'Slank: ribben makkelijk te voelen en een duidelijke taille',
              'Mince : côtes faciles à sentir et taille nette',
              'Schlank: Rippen leicht zu fühlen und eine deutliche Taille',
            ),
          ),
          answer('heavy', text('A bit heavy', 'Een beetje zwaar', 'Un peu lourd', 'Etwas schwer'), 'meal_overweight', 'info_joint_exercise'),
          answer(
            'very_heavy',
            text('Clearly too heavy', 'Duidelijk te zwaar', 'Nettement trop lourd', 'Deutlich zu schwer'),
            'meal_obese',
            'info_joint_exercise',
          ),
          answer('unsure', text('I’m not sure', 'Ik weet het niet zeker', 'Je ne suis pas sûr', 'Ich bin mir nicht sicher'), 'reminder_weight_check'),
        ],
      },
    ],
  },
  {
    key: 'dental',
    category: 'dental_care',
    animalTypes: ['dog', 'cat'],
    names: text('Teeth and gums', 'Tanden en tandvlees', 'Dents et gencives', 'Zähne und Zahnfleisch'),
    descriptions: text(
      'Most dogs and cats have some dental disease by the age of three. Four questions about breath, teeth and eating, and how to keep the mouth healthy.',
      'De meeste honden en katten hebben op hun derde al een gebitsprobleem. Vier vragen over adem, tanden en eten, en hoe je de mond gezond houdt.',
      'La plupart des chiens et des chats ont une maladie dentaire dès l’âge de trois ans. Quatre questions sur l’haleine, les dents et les repas, et comment garder une bouche saine.',
      'Die meisten Hunde und Katzen haben mit drei Jahren schon Zahnprobleme. Vier Fragen zu Atem, Zähnen und Fressen, und wie das Maul gesund bleibt.',
    ),
    questions: [
      {
        key: 'dental_breath',
        kind: 'single',
        texts: text(
          'How does your pet’s breath smell?',
          'Hoe ruikt de adem van je dier?',
          'Comment sent l’haleine de votre animal ?',
          'Wie riecht der Atem deines Tieres?',
        ),
        answers: [
          answer('fresh', text('Of hardly anything', 'Naar bijna niets', 'Presque de rien', 'Nach fast nichts')),
          answer(
            'noticeable',
            text('Noticeably, up close', 'Merkbaar, van dichtbij', 'On la remarque, de près', 'Merklich, aus der Nähe'),
            'reminder_tooth_brushing',
            'product_dental_sticks_small',
            'product_dental_sticks_large',
            'product_cat_dental',
          ),
          answer(
            'strong',
            text(
              'Strong and unpleasant, even from a distance',
              'Sterk en onaangenaam, zelfs van op afstand',
              'Forte et désagréable, même à distance',
              'Stark und unangenehm, sogar aus der Entfernung',
            ),
            'vet_dental',
          ),
        ],
      },
      {
        key: 'dental_teeth',
        kind: 'single',
        texts: text(
          'Lift your pet’s lip and look at the back teeth. What do you see?',
          'Til de lip van je dier op en kijk naar de achterste tanden. Wat zie je?',
          'Soulevez la babine de votre animal et regardez les dents du fond. Que voyez-vous ?',
          'Heb die Lefze deines Tieres an und schau auf die hinteren Zähne. Was siehst du?',
        ),
        answers: [
          answer(
            'clean',
            text('White teeth and pink gums', 'Witte tanden en roze tandvlees', 'Des dents blanches et des gencives roses', 'Weiße Zähne und rosa Zahnfleisch'),
          ),
          answer(
            'plaque',
            text(
              'A yellow-brown layer along the gum line',
              'Een geelbruine laag langs de tandvleesrand',
              'Une couche jaune-brun le long de la gencive',
              'Eine gelbbraune Schicht am Zahnfleischrand',
            ),
            'reminder_tooth_brushing',
            'meal_dental',
            'product_dental_sticks_small',
            'product_dental_sticks_large',
            'product_cat_dental',
          ),
          answer(
            'disease',
            text(
              'Brown tartar, red or bleeding gums, or a broken tooth',
              'Bruin tandsteen, rood of bloedend tandvlees, of een gebroken tand',
              'Du tartre brun, des gencives rouges ou qui saignent, ou une dent cassée',
              'Brauner Zahnstein, rotes oder blutendes Zahnfleisch oder ein abgebrochener Zahn',
            ),
            'vet_dental',
          ),
        ],
      },
      {
        key: 'dental_brushing',
        kind: 'single',
        texts: text(
          'How often do you brush your pet’s teeth?',
          'Hoe vaak poets je de tanden van je dier?',
          'À quelle fréquence brossez-vous les dents de votre animal ?',
          'Wie oft putzt du deinem Tier die Zähne?',
        ),
        answers: [
          answer('daily', text('Every day, or nearly', 'Elke dag, of bijna', 'Tous les jours, ou presque', 'Jeden Tag, oder fast')),
          answer(
            'weekly',
            text('Once or twice a week', 'Een of twee keer per week', 'Une ou deux fois par semaine', 'Ein- oder zweimal pro Woche'),
            'reminder_tooth_brushing',
          ),
          answer('never', text('Never', 'Nooit', 'Jamais', 'Nie'), 'reminder_tooth_brushing', 'info_brushing_start'),
        ],
      },
      {
        key: 'dental_eating',
        kind: 'multiple',
        texts: text(
          'Have you noticed any of these while your pet eats? Choose all that apply.',
          'Heb je iets hiervan gemerkt als je dier eet? Kies alles wat past.',
          'Avez-vous remarqué l’un de ces signes pendant que votre animal mange ? Choisissez tout ce qui s’applique.',
          'Ist dir beim Fressen etwas davon aufgefallen? Wähle alles Zutreffende.',
        ),
        answers: [
          answer('none', text('None of these', 'Niets hiervan', 'Aucun de ces signes', 'Nichts davon')),
          answer(
            'one_side',
            text(
              'Chews on one side, or drops food',
              'Kauwt aan één kant, of laat eten vallen',
              'Mâche d’un seul côté, ou laisse tomber de la nourriture',
              'Kaut auf einer Seite oder lässt Futter fallen',
            ),
            'vet_dental',
          ),
          answer(
            'pawing',
            text('Paws at its mouth or drools', 'Krabt aan de mond of kwijlt', 'Se frotte la gueule avec la patte ou bave', 'Kratzt sich am Maul oder sabbert'),
            'vet_dental',
          ),
          answer(
            'slow',
            text(
              'Eats more slowly, or avoids hard food',
              'Eet trager, of laat hard voer liggen',
              'Mange plus lentement, ou évite les aliments durs',
              'Frisst langsamer oder meidet hartes Futter',
            ),
            'vet_dental',
          ),
        ],
      },
    ],
  },
  {
    key: 'parasites',
    category: 'parasites',
    animalTypes: ['dog', 'cat'],
    names: text(
      'How often to treat for worms, fleas and ticks?',
      'Hoe vaak behandelen tegen wormen, vlooien en teken?',
      'À quelle fréquence traiter contre les vers, les puces et les tiques ?',
      'Wie oft gegen Würmer, Flöhe und Zecken behandeln?',
    ),
    descriptions: text(
      'The right rhythm depends on your pet’s life. Five questions following the European parasite experts (ESCCAP) give you a plan for your pet.',
      'Het juiste ritme hangt af van het leven van je dier. Vijf vragen volgens de Europese parasietenexperts (ESCCAP) geven je een plan op maat.',
      'Le bon rythme dépend du mode de vie de votre animal. Cinq questions fondées sur les experts européens des parasites (ESCCAP) vous donnent un plan sur mesure.',
      'Der richtige Rhythmus hängt vom Leben deines Tieres ab. Fünf Fragen nach den europäischen Parasitenexperten (ESCCAP) ergeben einen Plan für dein Tier.',
    ),
    questions: [
      {
        key: 'parasites_outdoors',
        kind: 'single',
        texts: text(
          'How does your pet spend its time outdoors?',
          'Hoe brengt je dier zijn tijd buiten door?',
          'Comment votre animal passe-t-il son temps dehors ?',
          'Wie verbringt dein Tier seine Zeit draußen?',
        ),
        answers: [
          answer(
            'indoors',
            text(
              'Indoors, or short walks without contact with other animals',
              'Binnen, of korte wandelingen zonder contact met andere dieren',
              'À l’intérieur, ou de courtes sorties sans contact avec d’autres animaux',
              'Drinnen, oder kurze Runden ohne Kontakt zu anderen Tieren',
            ),
            'reminder_deworm_twice_yearly',
          ),
          answer(
            'outdoors',
            text(
              'Outdoors, meeting other dogs or cats in parks or gardens',
              'Buiten, met andere honden of katten in parken of tuinen',
              'Dehors, en contact avec d’autres chiens ou chats dans les parcs ou jardins',
              'Draußen, mit anderen Hunden oder Katzen in Parks oder Gärten',
            ),
            'reminder_deworm_quarterly',
          ),
          answer(
            'hunts',
            text(
              'It hunts or eats prey, snails, carrion or droppings',
              'Het jaagt of eet prooien, slakken, kadavers of uitwerpselen',
              'Il chasse ou mange des proies, des escargots, des charognes ou des excréments',
              'Es jagt oder frisst Beute, Schnecken, Aas oder Kot',
            ),
            'reminder_deworm_monthly',
          ),
        ],
      },
      {
        key: 'parasites_raw_food',
        kind: 'single',
        texts: text(
          'Does your pet eat raw meat or offal?',
          'Eet je dier rauw vlees of orgaanvlees?',
          'Votre animal mange-t-il de la viande crue ou des abats ?',
          'Frisst dein Tier rohes Fleisch oder Innereien?',
        ),
        answers: [answer('no', text('No', 'Nee', 'Non', 'Nein')), answer('yes', text('Yes', 'Ja', 'Oui', 'Ja'), 'reminder_deworm_monthly')],
      },
      {
        key: 'parasites_household',
        kind: 'multiple',
        texts: text(
          'Who else lives in your home? Choose all that apply.',
          'Wie woont er nog bij jou thuis? Kies alles wat past.',
          'Qui d’autre vit chez vous ? Choisissez tout ce qui s’applique.',
          'Wer lebt noch bei dir? Wähle alles Zutreffende.',
        ),
        answers: [
          answer('adults', text('Only healthy adults', 'Alleen gezonde volwassenen', 'Uniquement des adultes en bonne santé', 'Nur gesunde Erwachsene')),
          answer(
            'children',
            text('Young children', 'Jonge kinderen', 'De jeunes enfants', 'Kleine Kinder'),
            'reminder_deworm_quarterly',
            'info_parasite_hygiene',
          ),
          answer(
            'vulnerable',
            text(
              'Someone pregnant, elderly or with weak immunity',
              'Iemand die zwanger is, op leeftijd, of met een zwakke weerstand',
              'Une personne enceinte, âgée ou immunodéprimée',
              'Jemand Schwangeres, Älteres oder mit schwachem Immunsystem',
            ),
            'info_parasite_hygiene',
          ),
          answer('pets', text('Other dogs or cats', 'Andere honden of katten', 'D’autres chiens ou chats', 'Andere Hunde oder Katzen'), 'reminder_flea_tick'),
        ],
      },
      {
        key: 'parasites_flea_tick',
        kind: 'single',
        texts: text(
          'When do you treat against fleas and ticks?',
          'Wanneer behandel je tegen vlooien en teken?',
          'Quand traitez-vous contre les puces et les tiques ?',
          'Wann behandelst du gegen Flöhe und Zecken?',
        ),
        answers: [
          answer(
            'all_year',
            text(
              'All year round, as the product says',
              'Het hele jaar, zoals het middel aangeeft',
              'Toute l’année, comme l’indique le produit',
              'Das ganze Jahr, wie das Mittel es vorgibt',
            ),
          ),
          answer(
            'summer',
            text('Only in spring and summer', 'Alleen in de lente en de zomer', 'Seulement au printemps et en été', 'Nur im Frühling und Sommer'),
            'reminder_flea_tick',
          ),
          answer('never', text('Not at all', 'Helemaal niet', 'Pas du tout', 'Gar nicht'), 'reminder_flea_tick', 'reminder_coat_check'),
        ],
      },
      {
        key: 'parasites_travel',
        kind: 'single',
        texts: text(
          'Does your pet travel with you abroad?',
          'Reist je dier mee naar het buitenland?',
          'Votre animal voyage-t-il avec vous à l’étranger ?',
          'Reist dein Tier mit ins Ausland?',
        ),
        answers: [
          answer('no', text('No', 'Nee', 'Non', 'Nein')),
          answer(
            'north',
            text(
              'Yes, within northern and central Europe',
              'Ja, binnen Noord- en Centraal-Europa',
              'Oui, en Europe du Nord et centrale',
              'Ja, innerhalb Nord- und Mitteleuropas',
            ),
            'vet_travel',
          ),
          answer(
            'south',
            text(
              'Yes, to southern Europe or further',
              'Ja, naar Zuid-Europa of verder',
              'Oui, en Europe du Sud ou plus loin',
              'Ja, nach Südeuropa oder weiter',
            ),
            'vet_travel',
            'reminder_flea_tick',
          ),
        ],
      },
    ],
  },
  {
    key: 'senior_cat',
    category: 'senior_care',
    animalTypes: ['cat'],
    names: text('Caring for an older cat', 'Zorg voor een oudere kat', 'Prendre soin d’un chat âgé', 'Pflege für eine ältere Katze'),
    descriptions: text(
      'Cats hide pain and illness well. Four questions about age, thirst, mobility and appetite help you spot what needs attention.',
      'Katten verbergen pijn en ziekte goed. Vier vragen over leeftijd, dorst, beweging en eetlust helpen je zien wat aandacht nodig heeft.',
      'Le chat cache bien la douleur et la maladie. Quatre questions sur l’âge, la soif, la mobilité et l’appétit vous aident à repérer ce qui demande de l’attention.',
      'Katzen verbergen Schmerzen und Krankheit gut. Vier Fragen zu Alter, Durst, Beweglichkeit und Appetit helfen dir zu erkennen, was Aufmerksamkeit braucht.',
    ),
    questions: [
      {
        key: 'senior_cat_age',
        kind: 'single',
        texts: text('How old is your cat?', 'Hoe oud is je kat?', 'Quel âge a votre chat ?', 'Wie alt ist deine Katze?'),
        answers: [
          answer('under_7', text('Younger than 7', 'Jonger dan 7', 'Moins de 7 ans', 'Jünger als 7'), 'reminder_yearly_checkup'),
          answer('7_10', text('7 to 10 years', '7 tot 10 jaar', '7 à 10 ans', '7 bis 10 Jahre'), 'reminder_yearly_checkup', 'info_senior_signs'),
          answer(
            '11_plus',
            text('11 years or older', '11 jaar of ouder', '11 ans ou plus', '11 Jahre oder älter'),
            'reminder_senior_checkup',
            'info_senior_signs',
          ),
        ],
      },
      {
        key: 'senior_cat_thirst',
        kind: 'single',
        texts: text(
          'Is your cat drinking more, or using the litter box more, than it used to?',
          'Drinkt je kat meer, of gebruikt ze de kattenbak meer dan vroeger?',
          'Votre chat boit-il plus, ou utilise-t-il davantage la litière, qu’avant ?',
          'Trinkt deine Katze mehr oder benutzt sie das Katzenklo öfter als früher?',
        ),
        answers: [
          answer('no', text('No', 'Nee', 'Non', 'Nein')),
          answer(
            'yes',
            text(
              'Yes: the bowl empties faster, or the clumps are bigger',
              'Ja: de drinkbak is sneller leeg, of de klonten zijn groter',
              'Oui : le bol se vide plus vite, ou les agglomérats sont plus gros',
              'Ja: Der Napf ist schneller leer, oder die Klumpen sind größer',
            ),
            'vet_senior_thirst',
          ),
          answer('unsure', text('I’m not sure', 'Ik weet het niet zeker', 'Je ne suis pas sûr', 'Ich bin mir nicht sicher'), 'info_senior_signs'),
        ],
      },
      {
        key: 'senior_cat_changes',
        kind: 'multiple',
        texts: text(
          'Which of these have you noticed? Choose all that apply.',
          'Welke hiervan heb je gemerkt? Kies alles wat past.',
          'Lesquels de ces changements avez-vous remarqués ? Choisissez tout ce qui s’applique.',
          'Was davon ist dir aufgefallen? Wähle alles Zutreffende.',
        ),
        answers: [
          answer('none', text('None of these', 'Niets hiervan', 'Aucun', 'Nichts davon')),
          answer(
            'jumps',
            text(
              'Jumps less high or less often, or hesitates first',
              'Springt minder hoog of minder vaak, of aarzelt eerst',
              'Saute moins haut ou moins souvent, ou hésite avant',
              'Springt weniger hoch oder seltener, oder zögert vorher',
            ),
            'vet_joint_pain',
            'info_home_adaptations',
          ),
          answer(
            'accidents',
            text(
              'Accidents next to the litter box',
              'Ongelukjes naast de kattenbak',
              'Des accidents à côté de la litière',
              'Missgeschicke neben dem Katzenklo',
            ),
            'vet_joint_pain',
            'info_home_adaptations',
          ),
          answer(
            'grooming',
            text(
              'Grooms less; the coat looks scruffy or matted',
              'Verzorgt zich minder; de vacht is slordig of klit',
              'Fait moins sa toilette ; le pelage est négligé ou emmêlé',
              'Putzt sich weniger; das Fell wirkt struppig oder verfilzt',
            ),
            'vet_joint_pain',
          ),
          answer(
            'night',
            text(
              'Cries at night or seems confused',
              'Miauwt ’s nachts of lijkt verward',
              'Miaule la nuit ou semble désorienté',
              'Ruft nachts oder wirkt verwirrt',
            ),
            'vet_senior_check',
          ),
        ],
      },
      {
        key: 'senior_cat_appetite',
        kind: 'single',
        texts: text(
          'Have your cat’s weight or appetite changed?',
          'Zijn het gewicht of de eetlust van je kat veranderd?',
          'Le poids ou l’appétit de votre chat ont-ils changé ?',
          'Haben sich Gewicht oder Appetit deiner Katze verändert?',
        ),
        answers: [
          answer('same', text('No, both are as before', 'Nee, allebei zoals vroeger', 'Non, les deux sont comme avant', 'Nein, beides wie früher')),
          answer(
            'thinner',
            text(
              'Thinner, although it eats well or more',
              'Magerder, hoewel ze goed of meer eet',
              'Plus maigre, alors qu’il mange bien ou plus',
              'Dünner, obwohl sie gut oder mehr frisst',
            ),
            'vet_weight_change',
          ),
          answer(
            'eats_less',
            text(
              'Eats less, or has become fussier',
              'Eet minder, of is kieskeuriger geworden',
              'Mange moins, ou est devenu plus difficile',
              'Frisst weniger oder ist wählerischer geworden',
            ),
            'vet_senior_check',
          ),
          answer('heavier', text('Heavier', 'Zwaarder', 'Plus lourd', 'Schwerer'), 'meal_overweight', 'reminder_weight_check'),
        ],
      },
    ],
  },
];
