import { FIXED_JOB_TYPES, type FixedJobType } from '../../../contract/jobs'
import { fold } from '../../vocabulary/fold'
import { ROLES } from '../../vocabulary/roles'

/**
 * Job vocabulary: every catalogue title (server/vocabulary/roles.ts) names its role, and the
 * phrases below are how candidates say them. A role of the seven fixed types fills jobTypes;
 * any other catalogue role fills roles.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Folded catalogue title as a pattern: 'Picker/Packer' also matches 'picker packer'. */
const titlePattern = (title: string) =>
  fold(title)
    .split(/[\s/-]+/)
    .map(escape)
    .join('[\\s/-]*')

const SYNONYMS: Record<string, string[]> = {
  'Forklift Operator': [
    '(?:sit[\\s-]?down |stand[\\s-]?up |counter\\s?balance )?fork\\s?-?lifts?(?: (?:operator|driver|operating|driving|jobs?|work|position))?',
    '(?:operador(?:a)? de )?montacargas?',
    'hi[\\s-]?lo',
    'lift truck',
    'hyster',
  ],
  'Order Picker': [
    'order (?:picker|picking|selector|selecting)s?',
    'cherry\\s?-?pickers?',
    'picking (?:and packing )?orders',
    // 'pick and pack' names two jobs: picking here, packing under Packer.
    'pick(?:ing)?(?= (?:and|&|n) pack)',
    'pickers?',
    'picking',
    'selector',
    'surtidor(?:a)?',
    'surtir (?:ordenes|pedidos)',
  ],
  Assembler: [
    'assembly(?: line)?(?: work| jobs?)?',
    'assemblers?',
    'assembling',
    'ensamblador(?:a)?',
    'ensamblaje',
    'ensamble',
  ],
  'Material Handler': ['materials? handl(?:er|ing)', 'manejo de materiales'],
  'Machine Operator': [
    'machine (?:operator|operating|operation|op)s?',
    'operat(?:e|ing) machines?',
    'run(?:ning)? machines?',
    // Not the machines someone fixes: 'fixing the machines' is maintenance.
    '(?<!\\b(?:fix|fixing|repair|repairing|maintain|maintaining|service|servicing|work on|working on)\\s(?:the\\s)?)machines?',
    'operador(?:a)? de maquinas?',
    '(?<!\\b(?:reparar|arreglar|reparo|arreglo)\\s(?:las\\s)?)maquinas?',
  ],
  'Production Associate': [
    // 'assembly line' is assembly (Assembler), as 'assembly' is; a packing line is production.
    '(?:packing|production) line(?: work)?',
    'line work(?:er)?',
    'production(?: work| jobs?| associate)?',
    'manufacturing',
    'factory(?: work| jobs?)?',
    'plant work',
    'produccion',
    'linea de produccion',
    'fabrica',
  ],
  'Warehouse Associate': [
    'warehouse(?: associate| worker| work| jobs?| position)?',
    'distribution cent(?:er|re)',
    'fulfill?ment(?: cent(?:er|re))?',
    'almacen',
    'bodega',
  ],
  Packer: [
    'packers?',
    'packing',
    'packaging',
    'empacador(?:a)?',
    'empaque',
    '(?<=\\bpick(?:ing)? (?:and|&|n) )pack',
  ],
  'Reach Truck Operator': ['reach\\s?-?trucks?(?: operator| driver)?'],
  'Shipping and Receiving Clerk': [
    'shipping (?:and|&|\\/) receiving',
    'shipping',
    'receiving',
    'envios',
    'recibo',
  ],
  'Quality Inspector': [
    'quality (?:control|inspection|inspector|assurance)',
    // Not 'a quality job' or 'quality of life'.
    '(?<!\\b(?:a|good|high|better|great|top|decent|bad)\\s)quality(?: jobs?| work| checks?)?(?! of)',
    'qc',
    'qa',
    'inspector',
    'control de calidad',
    'calidad',
  ],
  'CNC Operator': ['cnc(?: operator| machinist| machine)?'],
  'Sanitation Worker': ['sanitation', 'limpieza', 'cleaning crew', 'janitorial'],
  'Inventory Control Clerk': [
    'inventory(?: control| clerk| specialist)?',
    'cycle count(?:er|ing)?',
    'inventario',
  ],
  'Loader/Unloader': [
    'loader',
    'unloader',
    '(?:loading|unloading)(?: (?:and|&) unloading)?(?: trucks| trailers)?',
    'dock work(?:er)?',
    'carga y descarga',
    // The Spanish verbs too: 'cargar y descargar trailers', 'descargar camiones'.
    '(?:cargar (?:y|o) )?descargar(?: (?:camiones|trailers|trailas|trocas|contenedores))?',
    'cargador(?:a)?',
    'descargador(?:a)?',
  ],
  // The verb too, as a wish: 'I don't want to weld anymore' ('I weld' is a fact).
  Welder: ['weld(?:ers?|ing)', '(?<=\\bto )weld', 'soldador(?:a)?', 'soldadura', 'soldar'],
  'Maintenance Technician': [
    'maintenance(?: tech(?:nician)?| mechanic)?',
    'mantenimiento',
    'mechanic',
  ],
  'Team Lead': [
    'team lead(?:er)?',
    'lead (?:position|role|hand|job)',
    'supervisor',
    'supervising',
    '(?:shift|line|group|crew|warehouse) lead(?:er)?',
    '(?<=\\b(?:be|as) an? )lead(?:er)?',
  ],
}

export interface JobTerm {
  /** The role name as the catalogue spells it. */
  role: string
  fixed: FixedJobType | undefined
  pattern: string
}

const fixedType = (role: string) => FIXED_JOB_TYPES.find((type) => type === role)

/** Every pattern with its role; the matcher prefers the longest match. */
export const jobTerms: readonly JobTerm[] = ROLES.flatMap((role) =>
  [
    ...role.titles.map((variant) => titlePattern(variant.title)),
    ...(SYNONYMS[role.jobType] ?? []),
  ].map((pattern) => ({ role: role.jobType, fixed: fixedType(role.jobType), pattern })),
)
