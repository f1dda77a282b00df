/**
 * How people say what someone does for a living, in passing: "oil and gas exec", "works in tech", "project manager at
 * Deloitte", "runs a bakery". A job is who they are on weekdays, context for a gift and never a love of their own: no
 * "Gas Exec" print, no Deloitte mug, no tech gadget because tech pays the rent.
 */

/**
 * Words that name a person by the post they hold, not by a craft they practise: what is said before them ("oil and
 * gas", "marketing", "finance") is their trade, and what follows "at" or "for" their employer. Crafts ("chef",
 * "carpenter", "photographer") are left out: there the work and the love are often one.
 */
const POSTS = new Set(
  (
    'exec execs executive executives manager managers director directors officer officers ceo cfo cto coo cmo cio vp svp evp md ' +
    'president chairman chairwoman chair founder cofounder co-founder owner head lead analyst analysts consultant consultants ' +
    'advisor adviser advisors advisers accountant accountants bookkeeper banker bankers broker brokers trader traders actuary ' +
    'auditor auditors administrator administrators admin assistant assistants secretary pa clerk clerks coordinator coordinators ' +
    'specialist specialists strategist recruiter recruiters rep reps representative salesman saleswoman salesperson sales ' +
    'agent agents surveyor surveyors engineer engineers technician technicians developer developers programmer programmers ' +
    'associate associates partner supervisor supervisors operator operators worker workers servant servants staff staffer ' +
    'crew attendant attendants steward stewardess controller controllers planner planners inspector inspectors underwriter ' +
    'paralegal receptionist cashier intern interns trainee trainees contractor contractors freelancer temp locum registrar ' +
    'driver drivers courier couriers postman postwoman postie cleaner cleaners caretaker janitor porter labourer ' +
    'plumber plumbers electrician electricians plasterer roofer bricklayer scaffolder welder mechanic mechanics tradesman ' +
    'policeman policewoman cop detective firefighter fireman soldier sergeant paramedic paramedics dentist dentists hygienist ' +
    'pharmacist pharmacists physio physiotherapist optician optometrist radiographer sonographer anaesthetist anesthetist ' +
    'hairdresser hairdressers barber stylist councillor mp politician civil'
  ).split(' '),
);

/** Whether a folded word names a post someone holds ("exec", "manager", "paramedic"), a plural or not. */
export const isPost = (word: string | undefined) => word !== undefined && POSTS.has(word);

/**
 * Words before a name or a field that make it where they work or what they work in: "works at Google", "works in
 * tech", "a job in finance", "employed by BP", "project manager at Deloitte".
 */
const WORKS = /^(works?|working|worked|job|jobs|career|employed|based|interning|internship|placement|contract|contracted)$/;
const AT = /^(at|for|in|by)$/;

/**
 * Whether the words just before `start` put what follows at their work: "works in tech", "works at the BBC", "a
 * manager at Tesco", "a nurse at Guy's", "job in finance". A place after them is left to the places' own reading
 * ("works in London"). `heldAt` says which words end a post the lexicon reads ("nurse", "teacher").
 */
export function atWork(folded: string[], start: number, heldAt: (at: number) => boolean = () => false): boolean {
  let before = start - 1;
  while (before > 0 && /^(the|a|an|his|her|their|its|big|small|local)$/.test(folded[before])) before--;
  if (!AT.test(folded[before] ?? '')) return false;
  const lead = folded[before - 1] ?? '';
  return WORKS.test(lead) || (folded[before] !== 'in' && (isPost(lead) || heldAt(before - 1)));
}

/** Words that end the words of a trade before a post: "golf with his manager" is no golf manager. */
const ENDS_TRADE = /^(with|at|in|on|for|to|from|by|of|as|his|her|their|my|our|the|a|an|who|which|that|but|loves?|likes?|plays?|watches|is|was)$/;

/** Whether a post follows `end` within a few words of its trade: "(tech) sales manager", "(oil) and gas exec". */
export function postFollows(folded: string[], end: number): boolean {
  for (let i = end; i < Math.min(folded.length, end + 3); i++) {
    if (isPost(folded[i])) return true;
    if (ENDS_TRADE.test(folded[i])) return false;
  }
  return false;
}

/** Whether what starts at `start` is the field of a post said before it: "VP of engineering", "head of design". */
const fieldOfPost = (folded: string[], start: number) => folded[start - 1] === 'of' && isPost(folded[start - 2]);

/**
 * Whether a working life the lexicon reads ("teacher", "nurse") is said as the person, by its title or by the doing of
 * it: "a yoga teacher", "both doctors", "teaches year 6". "Nursing" or "teaching" alone may be a love.
 */
export const heldPost = (folded: string[], start: number, end: number) =>
  /(er|or|ist|ian|eon|ey|wife|nurse|medic|es)s?$/.test(folded[end - 1]) && !folded.slice(Math.max(0, start - 3), start).some((word) => LOVES_THE_WORK.test(word));

/** Verbs that lead to a business of their own: "runs a bakery", "owns a little cafe", "opened her own salon". */
const RUNS = /^(runs?|running|ran|owns?|owning|owned|manages?|managing|started|opened)$/;
/**
 * What a business of theirs trades in, after "runs" or "owns": "runs a bakery", "runs her own salon". "Runs a book
 * club" or "runs the chess club" is no business.
 */
const BUSINESS =
  /^(a|an|her|his|their|the|my|our) (own )?([\w'&-]+ ){0,2}(bakery|bakehouse|patisserie|cafe|coffee shop|tea ?room|pub|bar|restaurant|bistro|takeaway|deli|salon|barbers?|shop|store|boutique|business|company|firm|agency|consultancy|start-?up|farm|b ?& ?b|guest ?house|hotel|florists?|garage|gym|studio|brewery|distillery|vineyard|winery|bookshop|bookstore|nursery|practice|clinic|market stall|stall|food truck)\b/;

/** Words that say a job is loved, not only done: "a keen amateur pilot", "passionate about teaching". */
const LOVES_THE_WORK = /^(loves?|loving|adores?|passionate|obsessed|enjoys?|into|keen|avid|amateur|hobby|aspiring|budding|wannabe|self-taught|wants?|dreams?|student|studying|studies|learning)$/;

/**
 * Whether a love read from `start` to `end` is only the trade they work in: "works in tech", "finance director",
 * "lorry driver", "software engineer", "runs a bakery". Said with love ("a keen amateur pilot"), it is theirs to enjoy.
 * A name that holds a post ("Football Manager", the game) is the name.
 */
export function tradeOf(folded: string[], start: number, end: number, name: boolean, heldAt?: (at: number) => boolean): boolean {
  if (folded.slice(Math.max(0, start - 3), start).some((word) => LOVES_THE_WORK.test(word))) return false;
  if (atWork(folded, start, heldAt) || (!name && (isPost(folded[end - 1]) || postFollows(folded, end) || fieldOfPost(folded, start)))) return true;
  for (let i = start - 1; i >= Math.max(0, start - 5); i--) if (RUNS.test(folded[i])) return BUSINESS.test(folded.slice(i + 1).join(' '));
  return false;
}
