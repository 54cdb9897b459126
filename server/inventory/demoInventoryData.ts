import type { SourceCluster, SourceElement, SourceLocation } from './inventory';

// The demo network inventory's data: made from fixed lists by fixed rules, so every start (and
// every test) sees the same elements with the same ids. It holds the names the demo seed uses
// (server/demo/seed.ts), so a first sync adopts the seeded rows and the demo profiles keep them.

interface Country {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  regions: [string, string[]][];
}

const COUNTRIES: Country[] = [
  {
    code: 'ie', name: 'Ireland', latitude: 53.3, longitude: -7.7,
    regions: [
      ['Leinster', ['Dublin North', 'Dublin South', 'Kildare', 'Meath', 'Wicklow', 'Kilkenny']],
      ['Munster', ['Cork City', 'Cork County', 'Limerick', 'Kerry', 'Waterford', 'Tipperary']],
      ['Connacht', ['Galway City', 'Galway County', 'Mayo', 'Sligo', 'Roscommon', 'Leitrim']],
      ['Ulster', ['Donegal', 'Cavan', 'Monaghan']],
    ],
  },
  {
    code: 'uk', name: 'United Kingdom', latitude: 53.0, longitude: -2.0,
    regions: [
      ['London', ['Westminster', 'Camden', 'Hackney', 'Southwark', 'Greenwich', 'Croydon']],
      ['North West', ['Manchester', 'Liverpool', 'Preston', 'Lancaster', 'Chester', 'Bolton']],
      ['Midlands', ['Birmingham', 'Coventry', 'Leicester', 'Nottingham', 'Derby', 'Wolverhampton']],
      ['Scotland', ['Glasgow', 'Edinburgh', 'Aberdeen', 'Dundee', 'Inverness', 'Stirling']],
      ['Wales', ['Cardiff', 'Swansea', 'Newport', 'Wrexham', 'Bangor', 'Aberystwyth']],
      ['Northern Ireland', ['Belfast City', 'Derry', 'Antrim', 'Down', 'Armagh', 'Tyrone']],
    ],
  },
  {
    code: 'nl', name: 'Netherlands', latitude: 52.2, longitude: 5.3,
    regions: [
      ['Noord-Holland', ['Amsterdam', 'Haarlem', 'Zaandam', 'Alkmaar', 'Hilversum', 'Hoorn']],
      ['Zuid-Holland', ['Rotterdam', 'The Hague', 'Leiden', 'Delft', 'Dordrecht', 'Gouda']],
      ['Utrecht', ['Utrecht City', 'Amersfoort', 'Zeist', 'Nieuwegein', 'Veenendaal', 'Houten']],
      ['Noord-Brabant', ['Eindhoven', 'Tilburg', 'Breda', 'Den Bosch', 'Helmond', 'Oss']],
    ],
  },
  {
    code: 'es', name: 'Spain', latitude: 40.4, longitude: -3.7,
    regions: [
      ['Madrid', ['Madrid Centro', 'Alcala de Henares', 'Getafe', 'Mostoles', 'Leganes', 'Fuenlabrada']],
      ['Catalonia', ['Barcelona', 'Girona', 'Tarragona', 'Lleida', 'Sabadell', 'Terrassa']],
      ['Andalusia', ['Seville', 'Malaga', 'Granada', 'Cordoba', 'Cadiz', 'Almeria']],
      ['Valencia', ['Valencia City', 'Alicante', 'Castellon', 'Elche', 'Benidorm', 'Gandia']],
    ],
  },
];

const DISTRICTS = ['Central', 'East', 'West', 'Harbour'];
const SITES = ['Site A', 'Site B'];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A number in [0, 1) fixed by the text (FNV-1a), for coordinates that never change. */
function fraction(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash / 0x1_0000_0000;
}

const areas = () =>
  COUNTRIES.flatMap((country) => country.regions.flatMap(([region, names]) => names.map((area) => ({ country, region, area }))));

/**
 * Country > region > area > district, and two sites under the first two districts of each area:
 * five levels, about 960 clusters. The seed's clusters (Ireland, Leinster, Dublin North, Dublin
 * South, Munster, Cork City, United Kingdom, London) are among them.
 */
export function demoClusters(): SourceCluster[] {
  const clusters: SourceCluster[] = [];
  for (const country of COUNTRIES) {
    const countryId = `cl-${country.code}`;
    clusters.push({ id: countryId, name: country.name, parentId: null });
    for (const [region, names] of country.regions) {
      const regionId = `${countryId}-${slug(region)}`;
      clusters.push({ id: regionId, name: region, parentId: countryId });
      for (const area of names) {
        const areaId = `${regionId}-${slug(area)}`;
        clusters.push({ id: areaId, name: area, parentId: regionId });
        DISTRICTS.forEach((district, index) => {
          const districtId = `${areaId}-${slug(district)}`;
          clusters.push({ id: districtId, name: `${area} ${district}`, parentId: areaId });
          if (index < 2) for (const site of SITES) clusters.push({ id: `${districtId}-${slug(site)}`, name: `${area} ${district} ${site}`, parentId: districtId });
        });
      }
    }
  }
  return clusters;
}

const BRANDS = ['Vodafone', 'Three', 'Eir', 'O2', 'EE', 'Orange', 'Telefonica', 'KPN', 'T-Mobile', 'Tele2', 'Sky Mobile', 'Tesco Mobile', 'Lyca', 'Lebara', 'giffgaff', 'Virgin Media', 'BT', 'Movistar', 'Yoigo', 'MasMovil', 'Simyo', 'Ben', 'Odido', 'Digi', 'Pepephone', 'Lowi', 'Gomo', 'Clear Mobile', 'Tesco Ireland', 'Post Mobile', 'iD Mobile', 'Smarty', 'Voxi', 'Asda Mobile', 'Lidl Connect', 'Youfone', 'hollandsnieuwe', 'Jazztel', 'Euskaltel', 'Vodafone Business'];
const MARKETS = ['Ireland', 'UK', 'Netherlands', 'Spain', 'Wholesale', 'IoT', 'Enterprise'];

/** The seed's Vodafone, Three and Eir, and each brand per market: 283 carriers. */
export function demoCarriers(): SourceElement[] {
  const carriers: SourceElement[] = ['Vodafone', 'Three', 'Eir'].map((name) => ({ id: `ca-${slug(name)}`, name }));
  for (const brand of BRANDS) for (const market of MARKETS) carriers.push({ id: `ca-${slug(brand)}-${slug(market)}`, name: `${brand} ${market}` });
  return carriers;
}

const GROUP_TYPES = ['Macro Sites', 'Small Cells', 'In-Building', 'Rural', 'Urban', 'Rail Corridor', 'Motorway', 'Events', 'Critical Sites', 'Rooftops', 'Towers', 'Maintenance Window'];

/** The seed's East Region and South Region, and per region its group types: 218 cluster groups. */
export function demoClusterGroups(): SourceElement[] {
  const groups: SourceElement[] = ['East Region', 'South Region'].map((name) => ({ id: `cg-${slug(name)}`, name }));
  for (const country of COUNTRIES) {
    for (const [region] of country.regions) {
      for (const type of GROUP_TYPES) groups.push({ id: `cg-${country.code}-${slug(region)}-${slug(type)}`, name: `${region} ${type}` });
    }
  }
  return groups;
}

const VENDORS = ['Ericsson', 'Nokia', 'Huawei', 'Samsung'];
const TECHNOLOGIES = ['2G', '3G', '4G LTE', '5G NR', 'Fibre', 'Microwave'];
const LAYERS = ['Core', 'Aggregation', 'Access', 'Transport', 'Backhaul'];

/** The seed's Core Network and Access Network, per vendor and per country: 242 network groups. */
export function demoNetworkGroups(): SourceElement[] {
  const groups: SourceElement[] = ['Core Network', 'Access Network'].map((name) => ({ id: `ng-${slug(name)}`, name }));
  for (const tech of TECHNOLOGIES) {
    for (const layer of LAYERS) {
      for (const vendor of VENDORS) groups.push({ id: `ng-${slug(vendor)}-${slug(tech)}-${slug(layer)}`, name: `${vendor} ${tech} ${layer}` });
      for (const country of COUNTRIES) groups.push({ id: `ng-${country.code}-${slug(tech)}-${slug(layer)}`, name: `${country.name} ${tech} ${layer}` });
    }
  }
  return groups;
}

const ATTRIBUTES: [string, string[]][] = [
  ['Site Type', ['Greenfield', 'Rooftop', 'Streetworks', 'In-Building', 'Tunnel', 'Temporary']],
  ['Power', ['Mains', 'Battery Backup', 'Generator', 'Solar', 'Hybrid']],
  ['Antenna Height', Array.from({ length: 12 }, (_, i) => `${10 + i * 5} m`)],
  ['Band', ['700 MHz', '800 MHz', '900 MHz', '1800 MHz', '2100 MHz', '2600 MHz', '3500 MHz', '26 GHz']],
  ['Vendor', VENDORS],
  ['Cabinet', ['Indoor Cabinet', 'Outdoor Cabinet', 'Shelter', 'Pole Mounted']],
  ['Cooling', ['Air Conditioned', 'Free Cooling', 'Fan Only', 'Passive']],
  ['Access', ['24x7', 'Business Hours', 'Escorted', 'Permit Required', 'Landlord Notice']],
  ['Ownership', ['Owned', 'Leased', 'Shared', 'Neutral Host']],
  ['Backhaul', ['Fibre', 'Microwave', 'Copper', 'Satellite']],
  ['Sector Count', ['1', '2', '3', '4', '6']],
  ['Status', ['Live', 'Planned', 'Under Construction', 'Decommissioning']],
  ['Priority', ['P1', 'P2', 'P3', 'P4']],
];

/** The seed's Indoor and Outdoor, `<attribute>: <value>`, and per country each but the heights: 299 attributes. */
export function demoNeAttributes(): SourceElement[] {
  const attributes: SourceElement[] = ['Indoor', 'Outdoor'].map((name) => ({ id: `nea-${slug(name)}`, name }));
  for (const [attribute, values] of ATTRIBUTES) {
    for (const value of values) attributes.push({ id: `nea-${slug(attribute)}-${slug(value)}`, name: `${attribute}: ${value}` });
  }
  for (const country of COUNTRIES) {
    for (const [attribute, values] of ATTRIBUTES.filter(([name]) => name !== 'Antenna Height')) {
      for (const value of values) attributes.push({ id: `nea-${country.code}-${slug(attribute)}-${slug(value)}`, name: `${country.name} ${attribute}: ${value}` });
    }
  }
  return attributes;
}

const VENUE_TYPES = ['Train Station', 'Shopping Centre', 'Convention Centre'];
const NAMED_VENUES = ['Aviva Stadium', 'Croke Park', 'Thomond Park', 'Pairc Ui Chaoimh', '3Arena', 'Dublin Airport', 'Cork Airport', 'Shannon Airport',
  'Wembley Stadium', 'The O2', 'Old Trafford', 'Anfield', 'Murrayfield', 'Principality Stadium', 'Heathrow Airport', 'Gatwick Airport',
  'Johan Cruijff ArenA', 'De Kuip', 'Ziggo Dome', 'Schiphol Airport', 'Santiago Bernabeu', 'Camp Nou', 'Wanda Metropolitano', 'Barajas Airport'];

/** Named venues (the seed's Aviva Stadium and Croke Park among them) and per area its station and centres: 339 venues. */
export function demoVenues(): SourceElement[] {
  const venues: SourceElement[] = NAMED_VENUES.map((name) => ({ id: `ve-${slug(name)}`, name }));
  for (const { country, area } of areas()) {
    for (const type of VENUE_TYPES) venues.push({ id: `ve-${country.code}-${slug(area)}-${slug(type)}`, name: `${area} ${type}` });
  }
  return venues;
}

const CITIES: [string, number, number][] = [
  ['Dublin', 53.35, -6.26], ['Belfast', 54.6, -5.93], ['Cork', 51.9, -8.47], ['London', 51.5, -0.13], ['New York', 40.71, -74.0],
  ['Galway', 53.27, -9.05], ['Limerick City', 52.66, -8.63], ['Manchester City', 53.48, -2.24], ['Edinburgh City', 55.95, -3.19],
  ['Amsterdam Centrum', 52.37, 4.9], ['Rotterdam Centrum', 51.92, 4.48], ['Madrid', 40.42, -3.7], ['Barcelona Centre', 41.39, 2.17],
  ['Paris', 48.86, 2.35], ['Frankfurt', 50.11, 8.68], ['Stockholm', 59.33, 18.07], ['Boston', 42.36, -71.06], ['Chicago', 41.88, -87.63],
];

/** The seed's five cities and more, then per area its exchange and field office near the country's centre: 228 locations. */
export function demoLocations(): SourceLocation[] {
  const locations: SourceLocation[] = CITIES.map(([name, latitude, longitude]) => ({ id: `lo-${slug(name)}`, name, latitude, longitude }));
  for (const { country, area } of areas()) {
    for (const kind of ['Exchange', 'Field Office']) {
      const name = `${area} ${kind}`;
      const latitude = Math.round((country.latitude + (fraction(`${name}/lat`) - 0.5) * 4) * 1e4) / 1e4;
      const longitude = Math.round((country.longitude + (fraction(`${name}/lon`) - 0.5) * 6) * 1e4) / 1e4;
      locations.push({ id: `lo-${country.code}-${slug(area)}-${slug(kind)}`, name, latitude, longitude });
    }
  }
  return locations;
}
