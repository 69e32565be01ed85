/**
 * US metro areas with a warehouse or manufacturing job market, and the towns inside them where
 * distribution centres and plants sit. Coordinates are approximate town centres.
 * `weight` sizes the metro's share of the catalogue; `payIndex` scales pay to local wages.
 */
export interface Town {
  city: string
  /** Two-letter USPS code: a metro can cross a state line (Memphis, Kansas City). */
  state: string
  latitude: number
  longitude: number
}

export interface Metro {
  /** Short code used in external references. */
  code: string
  name: string
  weight: number
  payIndex: number
  towns: readonly Town[]
}

const town = (city: string, state: string, latitude: number, longitude: number): Town => ({
  city,
  state,
  latitude,
  longitude,
})

export const METROS: readonly Metro[] = [
  {
    code: 'DFW',
    name: 'Dallas-Fort Worth',
    weight: 6,
    payIndex: 1,
    towns: [
      town('Dallas', 'TX', 32.78, -96.8),
      town('Fort Worth', 'TX', 32.76, -97.33),
      town('Grand Prairie', 'TX', 32.75, -97.0),
      town('Lancaster', 'TX', 32.59, -96.76),
      town('Arlington', 'TX', 32.74, -97.11),
    ],
  },
  {
    code: 'HOU',
    name: 'Houston',
    weight: 4,
    payIndex: 0.98,
    towns: [
      town('Houston', 'TX', 29.76, -95.37),
      town('Katy', 'TX', 29.79, -95.82),
      town('Baytown', 'TX', 29.74, -94.98),
      town('Pasadena', 'TX', 29.69, -95.21),
    ],
  },
  {
    code: 'SAT',
    name: 'San Antonio',
    weight: 2,
    payIndex: 0.93,
    towns: [
      town('San Antonio', 'TX', 29.42, -98.49),
      town('New Braunfels', 'TX', 29.7, -98.12),
      town('Schertz', 'TX', 29.55, -98.27),
    ],
  },
  {
    code: 'ELP',
    name: 'El Paso',
    weight: 1.5,
    payIndex: 0.88,
    towns: [town('El Paso', 'TX', 31.76, -106.49), town('Socorro', 'TX', 31.65, -106.3)],
  },
  {
    code: 'IEM',
    name: 'Inland Empire',
    weight: 6,
    payIndex: 1.12,
    towns: [
      town('Ontario', 'CA', 34.06, -117.65),
      town('Fontana', 'CA', 34.09, -117.44),
      town('Riverside', 'CA', 33.95, -117.4),
      town('Moreno Valley', 'CA', 33.94, -117.23),
      town('San Bernardino', 'CA', 34.11, -117.29),
    ],
  },
  {
    code: 'LAX',
    name: 'Los Angeles-Long Beach',
    weight: 3,
    payIndex: 1.15,
    towns: [
      town('Carson', 'CA', 33.83, -118.28),
      town('Commerce', 'CA', 34.0, -118.16),
      town('City of Industry', 'CA', 34.02, -117.96),
      town('Long Beach', 'CA', 33.77, -118.19),
    ],
  },
  {
    code: 'STK',
    name: 'Stockton',
    weight: 2,
    payIndex: 1.08,
    towns: [
      town('Stockton', 'CA', 37.96, -121.29),
      town('Tracy', 'CA', 37.74, -121.43),
      town('Lathrop', 'CA', 37.82, -121.28),
      town('Manteca', 'CA', 37.8, -121.22),
    ],
  },
  {
    code: 'SAC',
    name: 'Sacramento',
    weight: 2,
    payIndex: 1.08,
    towns: [
      town('Sacramento', 'CA', 38.58, -121.49),
      town('West Sacramento', 'CA', 38.58, -121.53),
      town('Rancho Cordova', 'CA', 38.59, -121.3),
      town('McClellan Park', 'CA', 38.66, -121.4),
    ],
  },
  {
    code: 'MEM',
    name: 'Memphis',
    weight: 3.5,
    payIndex: 0.92,
    towns: [
      town('Memphis', 'TN', 35.15, -90.05),
      town('Olive Branch', 'MS', 34.96, -89.83),
      town('Southaven', 'MS', 34.99, -90.01),
    ],
  },
  {
    code: 'LOU',
    name: 'Louisville',
    weight: 3,
    payIndex: 0.95,
    towns: [
      town('Louisville', 'KY', 38.25, -85.76),
      town('Shepherdsville', 'KY', 37.99, -85.72),
      town('Jeffersonville', 'IN', 38.28, -85.74),
    ],
  },
  {
    code: 'CMH',
    name: 'Columbus',
    weight: 3,
    payIndex: 0.96,
    towns: [
      town('Columbus', 'OH', 39.96, -83.0),
      town('Groveport', 'OH', 39.88, -82.88),
      town('Obetz', 'OH', 39.88, -82.95),
      town('Etna', 'OH', 39.96, -82.68),
    ],
  },
  {
    code: 'CVG',
    name: 'Cincinnati',
    weight: 2.5,
    payIndex: 0.96,
    towns: [
      town('Cincinnati', 'OH', 39.1, -84.51),
      town('West Chester', 'OH', 39.33, -84.41),
      town('Hebron', 'KY', 39.07, -84.7),
      town('Florence', 'KY', 38.99, -84.63),
    ],
  },
  {
    code: 'CLE',
    name: 'Cleveland',
    weight: 2,
    payIndex: 0.96,
    towns: [
      town('Cleveland', 'OH', 41.5, -81.69),
      town('Strongsville', 'OH', 41.31, -81.84),
      town('Twinsburg', 'OH', 41.31, -81.44),
      town('Euclid', 'OH', 41.59, -81.53),
    ],
  },
  {
    code: 'IND',
    name: 'Indianapolis',
    weight: 4,
    payIndex: 0.95,
    towns: [
      town('Indianapolis', 'IN', 39.77, -86.16),
      town('Plainfield', 'IN', 39.7, -86.4),
      town('Whitestown', 'IN', 39.99, -86.35),
      town('Greenwood', 'IN', 39.61, -86.11),
    ],
  },
  {
    code: 'CHI',
    name: 'Chicago',
    weight: 6,
    payIndex: 1.06,
    towns: [
      town('Chicago', 'IL', 41.88, -87.63),
      town('Joliet', 'IL', 41.53, -88.08),
      town('Elk Grove Village', 'IL', 42.0, -87.97),
      town('Bolingbrook', 'IL', 41.7, -88.07),
      town('Aurora', 'IL', 41.76, -88.32),
    ],
  },
  {
    code: 'ATL',
    name: 'Atlanta',
    weight: 5,
    payIndex: 0.98,
    towns: [
      town('Atlanta', 'GA', 33.75, -84.39),
      town('McDonough', 'GA', 33.45, -84.15),
      town('Fairburn', 'GA', 33.57, -84.58),
      town('Lithia Springs', 'GA', 33.79, -84.66),
      town('Norcross', 'GA', 33.94, -84.21),
    ],
  },
  {
    code: 'SAV',
    name: 'Savannah',
    weight: 2,
    payIndex: 0.94,
    towns: [
      town('Savannah', 'GA', 32.08, -81.09),
      town('Pooler', 'GA', 32.12, -81.25),
      town('Rincon', 'GA', 32.3, -81.24),
    ],
  },
  {
    code: 'PHX',
    name: 'Phoenix',
    weight: 4,
    payIndex: 1,
    towns: [
      town('Phoenix', 'AZ', 33.45, -112.07),
      town('Goodyear', 'AZ', 33.44, -112.36),
      town('Tolleson', 'AZ', 33.45, -112.26),
      town('Mesa', 'AZ', 33.42, -111.83),
      town('Glendale', 'AZ', 33.54, -112.19),
    ],
  },
  {
    code: 'RNO',
    name: 'Reno',
    weight: 2,
    payIndex: 1.02,
    towns: [
      town('Reno', 'NV', 39.53, -119.81),
      town('Sparks', 'NV', 39.53, -119.75),
      town('McCarran', 'NV', 39.55, -119.48),
    ],
  },
  {
    code: 'LAS',
    name: 'Las Vegas',
    weight: 2,
    payIndex: 1,
    towns: [
      town('Las Vegas', 'NV', 36.17, -115.14),
      town('North Las Vegas', 'NV', 36.2, -115.12),
      town('Henderson', 'NV', 36.04, -114.98),
    ],
  },
  {
    code: 'SLC',
    name: 'Salt Lake City',
    weight: 2.5,
    payIndex: 1,
    towns: [
      town('Salt Lake City', 'UT', 40.76, -111.89),
      town('West Valley City', 'UT', 40.69, -112.0),
      town('Ogden', 'UT', 41.22, -111.97),
    ],
  },
  {
    code: 'DEN',
    name: 'Denver',
    weight: 3,
    payIndex: 1.08,
    towns: [
      town('Denver', 'CO', 39.74, -104.99),
      town('Aurora', 'CO', 39.73, -104.83),
      town('Commerce City', 'CO', 39.81, -104.93),
      town('Brighton', 'CO', 39.99, -104.82),
    ],
  },
  {
    code: 'SEA',
    name: 'Seattle-Tacoma',
    weight: 3,
    payIndex: 1.15,
    towns: [
      town('Kent', 'WA', 47.38, -122.23),
      town('Tacoma', 'WA', 47.25, -122.44),
      town('Auburn', 'WA', 47.31, -122.23),
      town('Sumner', 'WA', 47.2, -122.24),
      town('Everett', 'WA', 47.98, -122.2),
    ],
  },
  {
    code: 'PDX',
    name: 'Portland',
    weight: 2,
    payIndex: 1.08,
    towns: [
      town('Portland', 'OR', 45.52, -122.68),
      town('Troutdale', 'OR', 45.54, -122.39),
      town('Tualatin', 'OR', 45.38, -122.76),
      town('Vancouver', 'WA', 45.64, -122.66),
    ],
  },
  {
    code: 'BOI',
    name: 'Boise',
    weight: 1.5,
    payIndex: 0.93,
    towns: [
      town('Boise', 'ID', 43.62, -116.2),
      town('Nampa', 'ID', 43.54, -116.56),
      town('Meridian', 'ID', 43.61, -116.39),
    ],
  },
  {
    code: 'LVH',
    name: 'Lehigh Valley (Allentown)',
    weight: 3.5,
    payIndex: 1,
    towns: [
      town('Allentown', 'PA', 40.6, -75.47),
      town('Bethlehem', 'PA', 40.63, -75.37),
      town('Easton', 'PA', 40.69, -75.22),
      town('Breinigsville', 'PA', 40.54, -75.63),
    ],
  },
  {
    code: 'HBG',
    name: 'Harrisburg',
    weight: 2.5,
    payIndex: 0.98,
    towns: [
      town('Harrisburg', 'PA', 40.27, -76.88),
      town('Carlisle', 'PA', 40.2, -77.19),
      town('Mechanicsburg', 'PA', 40.21, -77.01),
      town('Hershey', 'PA', 40.29, -76.65),
    ],
  },
  {
    code: 'PHL',
    name: 'Philadelphia',
    weight: 2.5,
    payIndex: 1.04,
    towns: [
      town('Philadelphia', 'PA', 39.95, -75.17),
      town('Bensalem', 'PA', 40.1, -74.95),
      town('King of Prussia', 'PA', 40.1, -75.38),
      town('Swedesboro', 'NJ', 39.75, -75.31),
    ],
  },
  {
    code: 'PIT',
    name: 'Pittsburgh',
    weight: 1.5,
    payIndex: 0.97,
    towns: [
      town('Pittsburgh', 'PA', 40.44, -79.99),
      town('Cranberry Township', 'PA', 40.69, -80.11),
      town('Carnegie', 'PA', 40.41, -80.08),
    ],
  },
  {
    code: 'EWR',
    name: 'Newark-North Jersey',
    weight: 4,
    payIndex: 1.12,
    towns: [
      town('Newark', 'NJ', 40.74, -74.17),
      town('Edison', 'NJ', 40.52, -74.41),
      town('Carteret', 'NJ', 40.58, -74.23),
      town('Secaucus', 'NJ', 40.79, -74.06),
      town('Elizabeth', 'NJ', 40.66, -74.21),
    ],
  },
  {
    code: 'BAL',
    name: 'Baltimore',
    weight: 2.5,
    payIndex: 1.04,
    towns: [
      town('Baltimore', 'MD', 39.29, -76.61),
      town('Sparrows Point', 'MD', 39.22, -76.47),
      town('Hanover', 'MD', 39.19, -76.72),
      town('Aberdeen', 'MD', 39.51, -76.16),
    ],
  },
  {
    code: 'RIC',
    name: 'Richmond',
    weight: 2,
    payIndex: 0.96,
    towns: [
      town('Richmond', 'VA', 37.54, -77.44),
      town('Ashland', 'VA', 37.76, -77.48),
      town('Chester', 'VA', 37.36, -77.44),
      town('Petersburg', 'VA', 37.23, -77.4),
    ],
  },
  {
    code: 'CLT',
    name: 'Charlotte',
    weight: 3,
    payIndex: 0.95,
    towns: [
      town('Charlotte', 'NC', 35.23, -80.84),
      town('Concord', 'NC', 35.41, -80.58),
      town('Gastonia', 'NC', 35.26, -81.19),
      town('Rock Hill', 'SC', 34.92, -81.03),
    ],
  },
  {
    code: 'RDU',
    name: 'Raleigh-Durham',
    weight: 2,
    payIndex: 0.96,
    towns: [
      town('Raleigh', 'NC', 35.78, -78.64),
      town('Durham', 'NC', 35.99, -78.9),
      town('Garner', 'NC', 35.71, -78.61),
      town('Wilson', 'NC', 35.72, -77.92),
    ],
  },
  {
    code: 'GSP',
    name: 'Greenville-Spartanburg',
    weight: 2.5,
    payIndex: 0.93,
    towns: [
      town('Greenville', 'SC', 34.85, -82.4),
      town('Spartanburg', 'SC', 34.95, -81.93),
      town('Greer', 'SC', 34.94, -82.23),
      town('Duncan', 'SC', 34.94, -82.14),
    ],
  },
  {
    code: 'NSH',
    name: 'Nashville',
    weight: 3,
    payIndex: 0.97,
    towns: [
      town('Nashville', 'TN', 36.16, -86.78),
      town('Lebanon', 'TN', 36.21, -86.29),
      town('La Vergne', 'TN', 36.02, -86.58),
      town('Smyrna', 'TN', 35.98, -86.52),
      town('Murfreesboro', 'TN', 35.85, -86.39),
    ],
  },
  {
    code: 'CHA',
    name: 'Chattanooga',
    weight: 1.5,
    payIndex: 0.92,
    towns: [
      town('Chattanooga', 'TN', 35.05, -85.31),
      town('Cleveland', 'TN', 35.16, -84.88),
      town('Dalton', 'GA', 34.77, -84.97),
    ],
  },
  {
    code: 'BHM',
    name: 'Birmingham',
    weight: 1.5,
    payIndex: 0.9,
    towns: [
      town('Birmingham', 'AL', 33.52, -86.8),
      town('Bessemer', 'AL', 33.4, -86.95),
      town('McCalla', 'AL', 33.33, -87.02),
      town('Leeds', 'AL', 33.55, -86.54),
    ],
  },
  {
    code: 'JAX',
    name: 'Jacksonville',
    weight: 2,
    payIndex: 0.93,
    towns: [
      town('Jacksonville', 'FL', 30.33, -81.66),
      town('Orange Park', 'FL', 30.17, -81.71),
      town('Yulee', 'FL', 30.63, -81.61),
    ],
  },
  {
    code: 'ORL',
    name: 'Orlando',
    weight: 2,
    payIndex: 0.95,
    towns: [
      town('Orlando', 'FL', 28.54, -81.38),
      town('Apopka', 'FL', 28.68, -81.51),
      town('Kissimmee', 'FL', 28.29, -81.41),
      town('Sanford', 'FL', 28.8, -81.27),
    ],
  },
  {
    code: 'TPA',
    name: 'Tampa-Lakeland',
    weight: 2.5,
    payIndex: 0.95,
    towns: [
      town('Tampa', 'FL', 27.95, -82.46),
      town('Lakeland', 'FL', 28.04, -81.95),
      town('Plant City', 'FL', 28.02, -82.11),
      town('Brandon', 'FL', 27.94, -82.29),
    ],
  },
  {
    code: 'DET',
    name: 'Detroit',
    weight: 3,
    payIndex: 1,
    towns: [
      town('Detroit', 'MI', 42.33, -83.05),
      town('Romulus', 'MI', 42.22, -83.4),
      town('Warren', 'MI', 42.49, -83.03),
      town('Sterling Heights', 'MI', 42.58, -83.03),
      town('Livonia', 'MI', 42.37, -83.35),
    ],
  },
  {
    code: 'GRR',
    name: 'Grand Rapids',
    weight: 2,
    payIndex: 0.95,
    towns: [
      town('Grand Rapids', 'MI', 42.96, -85.67),
      town('Wyoming', 'MI', 42.91, -85.71),
      town('Holland', 'MI', 42.79, -86.11),
      town('Zeeland', 'MI', 42.81, -86.02),
    ],
  },
  {
    code: 'MKE',
    name: 'Milwaukee',
    weight: 2,
    payIndex: 0.98,
    towns: [
      town('Milwaukee', 'WI', 43.04, -87.91),
      town('Oak Creek', 'WI', 42.89, -87.86),
      town('Menomonee Falls', 'WI', 43.18, -88.12),
      town('Kenosha', 'WI', 42.58, -87.82),
    ],
  },
  {
    code: 'MSP',
    name: 'Minneapolis-St. Paul',
    weight: 2.5,
    payIndex: 1.04,
    towns: [
      town('Minneapolis', 'MN', 44.98, -93.27),
      town('St. Paul', 'MN', 44.95, -93.09),
      town('Shakopee', 'MN', 44.8, -93.53),
      town('Brooklyn Park', 'MN', 45.09, -93.36),
    ],
  },
  {
    code: 'STL',
    name: 'St. Louis',
    weight: 2.5,
    payIndex: 0.96,
    towns: [
      town('St. Louis', 'MO', 38.63, -90.2),
      town('Hazelwood', 'MO', 38.77, -90.37),
      town('St. Peters', 'MO', 38.8, -90.63),
      town('Edwardsville', 'IL', 38.81, -89.95),
    ],
  },
  {
    code: 'MKC',
    name: 'Kansas City',
    weight: 3,
    payIndex: 0.96,
    towns: [
      town('Kansas City', 'MO', 39.1, -94.58),
      town('Kansas City', 'KS', 39.11, -94.63),
      town('Olathe', 'KS', 38.88, -94.82),
      town('Edgerton', 'KS', 38.76, -94.99),
    ],
  },
  {
    code: 'OMA',
    name: 'Omaha',
    weight: 1.5,
    payIndex: 0.94,
    towns: [
      town('Omaha', 'NE', 41.26, -95.93),
      town('La Vista', 'NE', 41.18, -96.03),
      town('Council Bluffs', 'IA', 41.26, -95.86),
    ],
  },
  {
    code: 'OKC',
    name: 'Oklahoma City',
    weight: 1.5,
    payIndex: 0.9,
    towns: [
      town('Oklahoma City', 'OK', 35.47, -97.52),
      town('Moore', 'OK', 35.34, -97.49),
      town('Edmond', 'OK', 35.65, -97.48),
    ],
  },
]
