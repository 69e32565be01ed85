import type { EmploymentType, Shift } from '../../contract/jobs'

/**
 * The roles the catalogue posts: the seven fixed job types of docs/product.md#constants (most of
 * the jobs) and related roles a warehouse or plant also hires for. Pay ranges are national hourly
 * figures for the bottom of the posted range, scaled by the metro's pay index.
 */

/** What an employer does; a role is posted only by employers where it makes sense. */
export type Sector = 'logistics' | 'manufacturing' | 'food'
export const SECTORS: readonly Sector[] = ['logistics', 'manufacturing', 'food']

export interface TitleVariant {
  title: string
  weight: number
  /** Only these sectors post this title; all the role's sectors when absent. */
  sectors?: readonly Sector[]
}

/** A requirement as listed, and as it reads after "you must". */
export interface Requirement {
  label: string
  phrase: string
}

export interface SalariedQuote {
  type: 'Weekly' | 'Annual'
  /** Share of this role's jobs quoted this way. */
  share: number
  /** Range of the bottom of the posted range, and how far the top may sit above it. */
  range: readonly [number, number]
  spread: number
}

export interface Role {
  jobType: string
  weight: number
  sectors: readonly Sector[]
  titles: readonly TitleVariant[]
  hourly: readonly [number, number]
  hourlySpread: number
  salaried?: readonly SalariedQuote[]
  /** Weights of minimum years of experience: index = years. */
  years: readonly number[]
  /** As in "2+ years of forklift experience". */
  experienceArea: string
  liftLbs: number
  duties: readonly string[]
  skills: readonly string[]
  requirements: readonly Requirement[]
  employment: Partial<Record<EmploymentType, number>>
  shifts: Partial<Record<Shift, number>>
}

/** A requirement from its label and its phrase after "you must". */
export const requirement = (label: string, phrase: string): Requirement => ({ label, phrase })

const FORKLIFT_CERTIFICATION = requirement(
  'Forklift certification',
  'hold a current forklift certification',
)
const BASIC_COMPUTER = requirement('Basic computer skills', 'have basic computer skills')
const BLUEPRINTS = requirement('Able to read blueprints', 'read blueprints')
const MEASURING = requirement(
  'Able to use calipers and micrometers',
  'use calipers and micrometers',
)

const ENTRY_EMPLOYMENT = {
  'Full-time': 45,
  'Temp-to-hire': 28,
  Temporary: 14,
  'Part-time': 10,
  Contract: 3,
} as const
const CLERK_EMPLOYMENT = { 'Full-time': 60, 'Temp-to-hire': 25, Temporary: 10, 'Part-time': 5 }
const SKILLED_EMPLOYMENT = { 'Full-time': 65, 'Temp-to-hire': 15, Contract: 15, Temporary: 5 }
const ANY_SHIFT = { first: 35, second: 30, third: 15, weekend: 10, rotating: 10 }

const ENTRY_YEARS = [6, 3, 1]
const OPERATOR_YEARS = [3, 4, 2, 1]
const SKILLED_YEARS = [1, 3, 3, 2, 1]

export const ROLES: readonly Role[] = [
  {
    jobType: 'Warehouse Associate',
    weight: 13,
    sectors: ['logistics'],
    titles: [
      { title: 'Warehouse Associate', weight: 6 },
      { title: 'Warehouse Worker', weight: 2 },
      { title: 'Fulfillment Associate', weight: 1.5 },
      { title: 'Distribution Center Associate', weight: 1 },
    ],
    hourly: [15, 19.5],
    hourlySpread: 3,
    years: ENTRY_YEARS,
    experienceArea: 'warehouse',
    liftLbs: 50,
    duties: [
      'receive and put away inventory',
      'pick, pack and ship orders',
      'load and unload trucks',
      'scan items with an RF scanner',
      'keep the warehouse clean and safe',
      'help with inventory counts',
    ],
    skills: [
      'RF scanner',
      'Pallet jack',
      'Order picking',
      'Packing',
      'Shipping and receiving',
      'Inventory control',
      'Loading and unloading',
    ],
    requirements: [requirement('Able to meet productivity goals', 'meet productivity goals')],
    employment: ENTRY_EMPLOYMENT,
    shifts: ANY_SHIFT,
  },
  {
    jobType: 'Production Associate',
    weight: 11,
    sectors: ['manufacturing', 'food'],
    titles: [
      { title: 'Production Associate', weight: 6 },
      { title: 'Production Worker', weight: 2 },
      { title: 'Manufacturing Associate', weight: 1.5, sectors: ['manufacturing'] },
      { title: 'Food Production Associate', weight: 1.5, sectors: ['food'] },
    ],
    hourly: [15, 19.5],
    hourlySpread: 3,
    years: ENTRY_YEARS,
    experienceArea: 'production',
    liftLbs: 40,
    duties: [
      'work stations on a production line',
      'pack and label finished products',
      'inspect products for quality',
      'keep the line stocked with materials',
      'follow safety and quality procedures',
      'rotate between stations as needed',
    ],
    skills: [
      'Assembly line',
      'Packaging',
      'Quality inspection',
      'GMP',
      'Lean manufacturing',
      'Teamwork',
    ],
    requirements: [
      requirement('Able to follow safety procedures', 'follow safety and hygiene procedures'),
    ],
    employment: ENTRY_EMPLOYMENT,
    shifts: ANY_SHIFT,
  },
  {
    jobType: 'Order Picker',
    weight: 10,
    sectors: ['logistics'],
    titles: [
      { title: 'Order Picker', weight: 6 },
      { title: 'Order Selector', weight: 2 },
      { title: 'Picker/Packer', weight: 1.5 },
      { title: 'Warehouse Picker', weight: 1 },
    ],
    hourly: [15.5, 20],
    hourlySpread: 3.5,
    years: ENTRY_YEARS,
    experienceArea: 'order picking',
    liftLbs: 50,
    duties: [
      'pick customer orders with an RF scanner',
      'build stable pallets for shipping',
      'meet daily pick-rate goals',
      'check orders for accuracy',
      'drive an electric pallet jack',
      'restock pick locations',
    ],
    skills: [
      'RF scanner',
      'Pallet jack',
      'Order picking',
      'Order picker lift',
      'Pallet building',
      'Inventory control',
    ],
    requirements: [
      requirement('Able to meet pick-rate goals', 'meet pick-rate goals'),
      requirement('Comfortable working in a cold environment', 'work in a cold environment'),
    ],
    employment: ENTRY_EMPLOYMENT,
    shifts: ANY_SHIFT,
  },
  {
    jobType: 'Material Handler',
    weight: 10,
    sectors: ['logistics', 'manufacturing', 'food'],
    titles: [
      { title: 'Material Handler', weight: 6 },
      { title: 'Material Handler I', weight: 1.5 },
      { title: 'Warehouse Material Handler', weight: 1.5, sectors: ['logistics'] },
      { title: 'Production Material Handler', weight: 1, sectors: ['manufacturing', 'food'] },
    ],
    hourly: [16, 20.5],
    hourlySpread: 3.5,
    years: ENTRY_YEARS,
    experienceArea: 'material handling',
    liftLbs: 50,
    duties: [
      'move materials to and from production lines',
      'unload inbound deliveries',
      'count and record inventory',
      'drive pallet jacks and tuggers',
      'keep aisles and docks clear',
      'label and stage materials',
    ],
    skills: [
      'Pallet jack',
      'Forklift',
      'Inventory control',
      'Shipping and receiving',
      'RF scanner',
      'Material staging',
    ],
    requirements: [requirement('Able to use an RF scanner', 'use an RF scanner')],
    employment: ENTRY_EMPLOYMENT,
    shifts: ANY_SHIFT,
  },
  {
    jobType: 'Forklift Operator',
    weight: 10,
    sectors: ['logistics', 'manufacturing', 'food'],
    titles: [
      { title: 'Forklift Operator', weight: 6 },
      { title: 'Forklift Driver', weight: 2 },
      { title: 'Sit-Down Forklift Operator', weight: 1 },
      { title: 'Certified Forklift Operator', weight: 1 },
    ],
    hourly: [17.5, 23],
    hourlySpread: 4,
    years: OPERATOR_YEARS,
    experienceArea: 'forklift',
    liftLbs: 50,
    duties: [
      'load and unload trailers with a sit-down forklift',
      'move pallets between receiving, storage and shipping',
      'put away inventory in racking',
      'stage outbound orders at the dock',
      'complete daily forklift safety checks',
      'scan pallets with an RF scanner',
    ],
    skills: [
      'Sit-down forklift',
      'Stand-up forklift',
      'Pallet jack',
      'RF scanner',
      'Loading and unloading',
      'Inventory control',
      'OSHA safety',
    ],
    requirements: [
      FORKLIFT_CERTIFICATION,
      requirement('Pass a forklift driving evaluation', 'pass a forklift driving evaluation'),
    ],
    employment: ENTRY_EMPLOYMENT,
    shifts: ANY_SHIFT,
  },
  {
    jobType: 'Assembler',
    weight: 8,
    sectors: ['manufacturing'],
    titles: [
      { title: 'Assembler', weight: 6 },
      { title: 'Production Assembler', weight: 2 },
      { title: 'Electronics Assembler', weight: 1 },
      { title: 'Mechanical Assembler', weight: 1 },
    ],
    hourly: [15.5, 20.5],
    hourlySpread: 3.5,
    years: ENTRY_YEARS,
    experienceArea: 'assembly',
    liftLbs: 35,
    duties: [
      'assemble parts following work instructions',
      'use hand and power tools',
      'inspect finished units for defects',
      'keep the work area clean and organised',
      'meet hourly production goals',
      'label and pack finished products',
    ],
    skills: [
      'Hand tools',
      'Power tools',
      'Blueprint reading',
      'Quality inspection',
      'Soldering',
      'Torque tools',
      'Attention to detail',
    ],
    requirements: [
      requirement('Able to use hand and power tools', 'use hand and power tools'),
      requirement('Good hand-eye coordination', 'have good hand-eye coordination'),
    ],
    employment: ENTRY_EMPLOYMENT,
    shifts: ANY_SHIFT,
  },
  {
    jobType: 'Machine Operator',
    weight: 8,
    sectors: ['manufacturing', 'food'],
    titles: [
      { title: 'Machine Operator', weight: 6 },
      { title: 'Production Machine Operator', weight: 1.5 },
      { title: 'Packaging Machine Operator', weight: 1.5 },
      { title: 'Injection Molding Operator', weight: 1, sectors: ['manufacturing'] },
      { title: 'Press Operator', weight: 1, sectors: ['manufacturing'] },
    ],
    hourly: [17, 23],
    hourlySpread: 4,
    years: OPERATOR_YEARS,
    experienceArea: 'machine operation',
    liftLbs: 50,
    duties: [
      'set up and run production machines',
      'monitor machines and adjust settings',
      'check parts against specifications',
      'clear jams and do basic upkeep',
      'record output and downtime',
      'load raw materials into machines',
    ],
    skills: [
      'Machine setup',
      'Injection molding',
      'Quality inspection',
      'Preventive maintenance',
      'Lockout/tagout',
      'Production reporting',
    ],
    requirements: [requirement('Mechanical aptitude', 'have basic mechanical aptitude')],
    employment: ENTRY_EMPLOYMENT,
    shifts: ANY_SHIFT,
  },
  {
    jobType: 'Packer',
    weight: 4,
    sectors: ['logistics', 'manufacturing', 'food'],
    titles: [
      { title: 'Packer', weight: 5 },
      { title: 'Warehouse Packer', weight: 1, sectors: ['logistics'] },
      { title: 'Packaging Associate', weight: 1.5 },
    ],
    hourly: [15, 18.5],
    hourlySpread: 2.5,
    years: ENTRY_YEARS,
    experienceArea: 'packing',
    liftLbs: 35,
    duties: [
      'pack orders into boxes',
      'check items for damage',
      'label and seal cartons',
      'keep packing stations stocked',
      'meet hourly packing goals',
    ],
    skills: ['Packing', 'Labeling', 'Quality inspection', 'Tape gun', 'Attention to detail'],
    requirements: [requirement('Able to work at a fast pace', 'work at a steady, fast pace')],
    employment: ENTRY_EMPLOYMENT,
    shifts: ANY_SHIFT,
  },
  {
    jobType: 'Reach Truck Operator',
    weight: 3,
    sectors: ['logistics'],
    titles: [
      { title: 'Reach Truck Operator', weight: 5 },
      { title: 'Reach Truck Driver', weight: 1.5 },
    ],
    hourly: [18, 23.5],
    hourlySpread: 4,
    years: OPERATOR_YEARS,
    experienceArea: 'reach truck',
    liftLbs: 50,
    duties: [
      'drive a stand-up reach truck in narrow aisles',
      'put away and retrieve pallets from high racking',
      'replenish pick locations',
      'complete daily equipment checks',
      'scan locations with an RF scanner',
    ],
    skills: [
      'Reach truck',
      'Stand-up forklift',
      'RF scanner',
      'Putaway',
      'Replenishment',
      'OSHA safety',
    ],
    requirements: [
      FORKLIFT_CERTIFICATION,
      requirement('Comfortable working at heights', 'be comfortable working at heights'),
    ],
    employment: ENTRY_EMPLOYMENT,
    shifts: ANY_SHIFT,
  },
  {
    jobType: 'Shipping and Receiving Clerk',
    weight: 3,
    sectors: ['logistics', 'manufacturing', 'food'],
    titles: [
      { title: 'Shipping and Receiving Clerk', weight: 4 },
      { title: 'Receiving Clerk', weight: 1.5 },
      { title: 'Shipping Clerk', weight: 1.5 },
    ],
    hourly: [17, 21.5],
    hourlySpread: 3.5,
    years: [3, 4, 2, 1],
    experienceArea: 'shipping and receiving',
    liftLbs: 50,
    duties: [
      'check inbound shipments against packing lists',
      'prepare bills of lading',
      'schedule carrier pickups',
      'enter receipts in the warehouse system',
      'resolve shipping discrepancies',
    ],
    skills: [
      'Shipping and receiving',
      'WMS software',
      'Bills of lading',
      'Microsoft Excel',
      'RF scanner',
      'Data entry',
    ],
    requirements: [BASIC_COMPUTER],
    employment: CLERK_EMPLOYMENT,
    shifts: { first: 55, second: 35, weekend: 10 },
  },
  {
    jobType: 'Quality Inspector',
    weight: 3,
    sectors: ['manufacturing', 'food'],
    titles: [
      { title: 'Quality Inspector', weight: 4 },
      { title: 'QC Inspector', weight: 1.5 },
      { title: 'Quality Control Technician', weight: 1.5 },
    ],
    hourly: [18, 24],
    hourlySpread: 4,
    years: SKILLED_YEARS,
    experienceArea: 'quality inspection',
    liftLbs: 35,
    duties: [
      'inspect parts with calipers and gauges',
      'record inspection results',
      'tag and hold nonconforming product',
      'carry out first-article inspections',
      'work with operators to fix quality issues',
    ],
    skills: [
      'Quality inspection',
      'Calipers and micrometers',
      'Blueprint reading',
      'First-article inspection',
      'ISO 9001',
      'Documentation',
    ],
    requirements: [MEASURING, BLUEPRINTS],
    employment: SKILLED_EMPLOYMENT,
    shifts: { first: 45, second: 35, third: 15, rotating: 5 },
  },
  {
    jobType: 'CNC Operator',
    weight: 2.5,
    sectors: ['manufacturing'],
    titles: [
      { title: 'CNC Operator', weight: 4 },
      { title: 'CNC Machine Operator', weight: 2 },
      { title: 'CNC Machinist', weight: 1.5 },
    ],
    hourly: [20, 28],
    hourlySpread: 6,
    years: SKILLED_YEARS,
    experienceArea: 'CNC machining',
    liftLbs: 50,
    duties: [
      'load programs and set up CNC machines',
      'run CNC lathes and mills',
      'measure parts with calipers and micrometers',
      'change tools and adjust offsets',
      'read blueprints to check tolerances',
    ],
    skills: [
      'CNC lathe',
      'CNC mill',
      'G-code',
      'Blueprint reading',
      'Calipers and micrometers',
      'Machine setup',
    ],
    requirements: [BLUEPRINTS, MEASURING],
    employment: SKILLED_EMPLOYMENT,
    shifts: { first: 45, second: 35, third: 15, weekend: 5 },
  },
  {
    jobType: 'Sanitation Worker',
    weight: 2.5,
    sectors: ['food', 'manufacturing'],
    titles: [
      { title: 'Sanitation Worker', weight: 4 },
      { title: 'Sanitation Associate', weight: 2 },
      { title: 'Sanitation Technician', weight: 1 },
    ],
    hourly: [15.5, 19.5],
    hourlySpread: 3,
    years: ENTRY_YEARS,
    experienceArea: 'sanitation',
    liftLbs: 50,
    duties: [
      'clean and sanitise production equipment',
      'take apart and reassemble machinery for cleaning',
      'follow lockout/tagout procedures',
      'mix and handle cleaning chemicals safely',
      'complete sanitation checklists',
    ],
    skills: ['Sanitation', 'Chemical handling', 'Lockout/tagout', 'Food safety', 'GMP'],
    requirements: [
      requirement('Able to work with cleaning chemicals', 'work safely with cleaning chemicals'),
      requirement('Able to work in wet and cold areas', 'work in wet and cold areas'),
    ],
    employment: ENTRY_EMPLOYMENT,
    shifts: { third: 60, second: 25, weekend: 15 },
  },
  {
    jobType: 'Inventory Control Clerk',
    weight: 2.5,
    sectors: ['logistics', 'manufacturing'],
    titles: [
      { title: 'Inventory Control Clerk', weight: 4 },
      { title: 'Inventory Control Specialist', weight: 1.5 },
      { title: 'Cycle Counter', weight: 1.5 },
    ],
    hourly: [17, 21.5],
    hourlySpread: 3.5,
    years: [3, 4, 2, 1],
    experienceArea: 'inventory control',
    liftLbs: 35,
    duties: [
      'carry out cycle counts',
      'research and resolve inventory discrepancies',
      'update records in the warehouse system',
      'audit storage locations',
      'report inventory accuracy',
    ],
    skills: [
      'Cycle counting',
      'WMS software',
      'Inventory control',
      'Microsoft Excel',
      'Data entry',
      'RF scanner',
    ],
    requirements: [BASIC_COMPUTER],
    employment: CLERK_EMPLOYMENT,
    shifts: { first: 55, second: 35, weekend: 10 },
  },
  {
    jobType: 'Loader/Unloader',
    weight: 3,
    sectors: ['logistics'],
    titles: [
      { title: 'Loader/Unloader', weight: 4 },
      { title: 'Trailer Loader', weight: 1.5 },
      { title: 'Dock Worker', weight: 1.5 },
    ],
    hourly: [15.5, 20],
    hourlySpread: 3,
    years: ENTRY_YEARS,
    experienceArea: 'loading',
    liftLbs: 70,
    duties: [
      'load and unload trailers by hand',
      'stack boxes on pallets',
      'scan packages',
      'sort freight by destination',
      'keep the dock area clear',
    ],
    skills: ['Loading and unloading', 'Pallet jack', 'RF scanner', 'Package sorting', 'Teamwork'],
    requirements: [
      requirement('Able to work in hot and cold trailers', 'work in hot and cold trailers'),
    ],
    employment: ENTRY_EMPLOYMENT,
    shifts: { first: 25, second: 25, third: 30, weekend: 20 },
  },
  {
    jobType: 'Welder',
    weight: 2,
    sectors: ['manufacturing'],
    titles: [
      { title: 'Welder', weight: 4 },
      { title: 'MIG Welder', weight: 1.5 },
      { title: 'Welder/Fabricator', weight: 1.5 },
    ],
    hourly: [20, 27],
    hourlySpread: 6,
    years: SKILLED_YEARS,
    experienceArea: 'welding',
    liftLbs: 50,
    duties: [
      'weld steel parts with MIG equipment',
      'read blueprints and weld symbols',
      'fit and tack parts before welding',
      'grind and finish welds',
      'inspect welds for quality',
    ],
    skills: [
      'MIG welding',
      'TIG welding',
      'Stick welding',
      'Blueprint reading',
      'Fabrication',
      'Grinding',
    ],
    requirements: [requirement('Pass a weld test', 'pass a weld test'), BLUEPRINTS],
    employment: SKILLED_EMPLOYMENT,
    shifts: { first: 50, second: 35, third: 10, weekend: 5 },
  },
  {
    jobType: 'Maintenance Technician',
    weight: 2.5,
    sectors: ['logistics', 'manufacturing', 'food'],
    titles: [
      { title: 'Maintenance Technician', weight: 4 },
      { title: 'Industrial Maintenance Technician', weight: 1.5 },
      { title: 'Maintenance Mechanic', weight: 1.5 },
    ],
    hourly: [25, 33],
    hourlySpread: 7,
    salaried: [{ type: 'Annual', share: 0.25, range: [56000, 74000], spread: 12000 }],
    years: [0, 1, 3, 3, 2, 1],
    experienceArea: 'industrial maintenance',
    liftLbs: 50,
    duties: [
      'troubleshoot and repair production equipment',
      'carry out preventive maintenance',
      'repair conveyors and motors',
      'work on electrical, hydraulic and pneumatic systems',
      'keep maintenance records',
    ],
    skills: [
      'Electrical troubleshooting',
      'PLC',
      'Hydraulics',
      'Pneumatics',
      'Preventive maintenance',
      'Conveyor repair',
      'Welding',
    ],
    requirements: [
      requirement('Own hand tools', 'bring your own hand tools'),
      requirement(
        'Electrical and mechanical troubleshooting',
        'troubleshoot electrical and mechanical systems',
      ),
    ],
    employment: SKILLED_EMPLOYMENT,
    shifts: { first: 35, second: 30, third: 15, rotating: 20 },
  },
  {
    jobType: 'Team Lead',
    weight: 2,
    sectors: ['logistics', 'manufacturing', 'food'],
    titles: [
      { title: 'Team Lead', weight: 3 },
      { title: 'Warehouse Team Lead', weight: 2, sectors: ['logistics'] },
      { title: 'Production Lead', weight: 2, sectors: ['manufacturing', 'food'] },
      { title: 'Shift Supervisor', weight: 1.5 },
    ],
    hourly: [21, 26],
    hourlySpread: 4,
    salaried: [
      { type: 'Weekly', share: 0.15, range: [880, 1100], spread: 200 },
      { type: 'Annual', share: 0.3, range: [47000, 60000], spread: 9000 },
    ],
    years: [0, 2, 3, 2, 1],
    experienceArea: 'warehouse or production',
    liftLbs: 35,
    duties: [
      'lead a team of associates on your shift',
      'assign work and track productivity',
      'train new team members',
      'enforce safety rules',
      'report shift results to the operations manager',
    ],
    skills: [
      'Team leadership',
      'Training',
      'Inventory control',
      'WMS software',
      'Microsoft Excel',
      'OSHA safety',
      'Lean manufacturing',
    ],
    requirements: [
      requirement('Leadership experience', 'have experience leading a team'),
      BASIC_COMPUTER,
    ],
    employment: { 'Full-time': 90, 'Temp-to-hire': 10 },
    shifts: ANY_SHIFT,
  },
]
