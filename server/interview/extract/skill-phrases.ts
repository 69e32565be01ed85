/**
 * How candidates say a skill aloud that the resume vocabulary (server/vocabulary/skills.ts)
 * does not read: the job they did ('I was a picker', 'started as a loader'), warehouse talk
 * ('the scanner', 'pick and pack') and Spanish. Read only in clauses about what the candidate
 * has done or holds.
 */
export const SPOKEN_SKILLS: { skill: string; pattern: RegExp }[] = [
  {
    skill: 'Order picking',
    pattern:
      /(?<!\b(?:cherry|order)[\s-]?)\b(?:pickers?|selectors?|surtidor(?:a)?)\b|\bpick(?:ing|ed)?\s*(?:and|&|n|\/|y)\s*pack|\b(?:as|was|been) an? order (?:pickers?|selectors?)\b/,
  },
  { skill: 'Packing', pattern: /\bpick(?:ing|ed)?\s*(?:and|&|n|\/|y)\s*pack\b|\bpackers?\b/ },
  {
    skill: 'Loading and unloading',
    pattern:
      /\b(?:un)?loaders?\b|\b(?:des)?cargador(?:a)?\b|\b(?:cargar (?:y|o) )?descargar (?:camiones|trailers|trailas|trocas|contenedores)\b|\bcargaba y descargaba\b|\bload(?:ing|ed)? (?:trucks|trailers)\b|\bloading\b/,
  },
  {
    skill: 'RF scanner',
    pattern: /\bscann?ers?\b|\bscan\s+guns?\b|\bscanning\b|\bescaner\b/,
  },
  {
    // Machines of a kind too ('running CNC and manual machines'); 'CNC machines' alone is CNC.
    skill: 'Machine operation',
    pattern:
      /\boperador(?:a)? de maquinas?\b|\b(?:operar|opere|operaba) maquinas?\b|\b(?:run|running|ran|operate|operated|operating) (?:the |a )?(?:(?:[a-z]+ (?:and|or|&) )?(?!cnc\b)[a-z]+ )?machines?\b/,
  },
  {
    skill: 'Machine setup',
    pattern:
      /\b(?:do|did|does|doing|done|handle|handled|handling)\s+(?:the\s+|my own\s+|machine\s+|all the\s+)?set\s?-?ups\b|\bset(?:ting)?\s+up\s+(?:the\s+)?machines?\b/,
  },
  {
    // A forklift kind listed with the others drops 'truck': 'sit down, stand up and reach'.
    skill: 'Reach truck',
    pattern:
      /\b(?:sit[\s-]?downs?|stand[\s-]?ups?|forklifts?|order pickers?|cherry pickers?)\s*(?:,|and|or|&|y|o|\/)\s*(?:a\s+|the\s+)?reach(?:es)?\b(?!\s+(?:out|for|the|my|a)\b)|\breach(?:es)?\s*(?:,|and|or|&|y|o|\/)\s*(?:a\s+|the\s+)?(?:sit[\s-]?downs?|stand[\s-]?ups?|forklifts?)\b/,
  },
  { skill: 'Assembly', pattern: /\bassemblers?\b|\bensamblador(?:a)?\b/ },
  { skill: 'Material handling', pattern: /\bmaterials? handler\b/ },
  {
    skill: 'Quality inspection',
    pattern:
      /\b(?:qc|quality) inspector\b|\binspector\b|\bqc\b|\bqa\b|\bcheck(?:ing|ed)? (?:the )?(?:parts|quality|products?)\b/,
  },
  { skill: 'Blueprint reading', pattern: /\b(?:leer|lectura de|leo) (?:los )?planos\b/ },
  {
    skill: 'Team leadership',
    pattern:
      /\b(?:been|was|as|worked as) (?:a |the )?(?:shift |line |team |group )?lead(?:er)?\b|\bleadership\b|\bsupervisor\b|\b(?:ran|run|led|lead|managed|manage|supervised) (?:a |the |my |our )?(?:teams?|crews?|shifts?|lines?|groups?|people)\b/,
  },
  {
    skill: 'Bilingual (English/Spanish)',
    pattern: /\bspeak (?:fluent |some )?spanish\b|\bhablo (?:el )?ingles\b/,
  },
]
