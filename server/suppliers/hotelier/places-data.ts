/*
 * Popular places hotels are searched around (docs/sandbox-hotels.md "Cities and places"), hand-made:
 * business districts, tech parks, landmarks and convention centres of the Indian metros and a few
 * international business cities. Real names, approximate coordinates (decimal degrees, WGS 84).
 * Airports are not listed here: they come from the airports data (cities.ts).
 */

/** What kind of place it is: decides how many hotels cluster around it (catalogue.ts). */
export type PlaceKind = 'business' | 'techpark' | 'landmark' | 'convention';

/** [city (as in server/store/data/cities.ts), country code, place name, kind, lat, lon] */
type PlaceTuple = readonly [city: string, countryCode: string, name: string, kind: PlaceKind, lat: number, lon: number];

export const POPULAR_PLACES: readonly PlaceTuple[] = [
  ['Bengaluru', 'IN', 'MG Road', 'business', 12.9756, 77.6066],
  ['Bengaluru', 'IN', 'Whitefield', 'techpark', 12.9698, 77.75],
  ['Bengaluru', 'IN', 'Electronic City', 'techpark', 12.8452, 77.6602],
  ['Bengaluru', 'IN', 'Manyata Tech Park', 'techpark', 13.0475, 77.6205],
  ['Bengaluru', 'IN', 'Outer Ring Road, Bellandur', 'techpark', 12.9304, 77.6784],
  ['Bengaluru', 'IN', 'Koramangala', 'business', 12.9352, 77.6245],
  ['Bengaluru', 'IN', 'Indiranagar', 'business', 12.9784, 77.6408],
  ['Bengaluru', 'IN', 'Hebbal', 'business', 13.0358, 77.597],
  ['Bengaluru', 'IN', 'Bangalore Palace', 'landmark', 12.9987, 77.592],
  ['Bengaluru', 'IN', 'Lalbagh Botanical Garden', 'landmark', 12.9507, 77.5848],
  ['Bengaluru', 'IN', 'Bangalore International Exhibition Centre', 'convention', 13.0623, 77.4752],

  ['Delhi', 'IN', 'Connaught Place', 'business', 28.6315, 77.2167],
  ['Delhi', 'IN', 'Aerocity', 'business', 28.5507, 77.1207],
  ['Delhi', 'IN', 'Nehru Place', 'business', 28.5494, 77.2531],
  ['Delhi', 'IN', 'Karol Bagh', 'business', 28.6519, 77.1909],
  ['Delhi', 'IN', 'India Gate', 'landmark', 28.6129, 77.2295],
  ['Delhi', 'IN', 'Red Fort', 'landmark', 28.6562, 77.241],
  ['Delhi', 'IN', 'Bharat Mandapam, Pragati Maidan', 'convention', 28.6176, 77.2435],
  ['Delhi', 'IN', 'Yashobhoomi, Dwarka', 'convention', 28.5537, 77.0373],
  ['Gurugram', 'IN', 'DLF Cyber City', 'techpark', 28.495, 77.0895],
  ['Gurugram', 'IN', 'Golf Course Road', 'business', 28.4503, 77.0994],
  ['Gurugram', 'IN', 'Udyog Vihar', 'business', 28.5008, 77.0817],
  ['Gurugram', 'IN', 'Sohna Road', 'business', 28.4129, 77.0422],
  ['Noida', 'IN', 'Sector 18', 'business', 28.5708, 77.3261],
  ['Noida', 'IN', 'Sector 62', 'techpark', 28.6208, 77.3639],
  ['Noida', 'IN', 'Noida Expressway, Sector 135', 'techpark', 28.4957, 77.4011],
  ['Noida', 'IN', 'India Expo Mart, Greater Noida', 'convention', 28.4613, 77.4977],

  ['Mumbai', 'IN', 'Bandra Kurla Complex', 'business', 19.0674, 72.8697],
  ['Mumbai', 'IN', 'Nariman Point', 'business', 18.9256, 72.8242],
  ['Mumbai', 'IN', 'Lower Parel', 'business', 18.9982, 72.8264],
  ['Mumbai', 'IN', 'Andheri East', 'business', 19.1136, 72.8697],
  ['Mumbai', 'IN', 'Powai', 'techpark', 19.1176, 72.906],
  ['Mumbai', 'IN', 'Gateway of India', 'landmark', 18.922, 72.8347],
  ['Mumbai', 'IN', 'Juhu Beach', 'landmark', 19.0988, 72.8267],
  ['Mumbai', 'IN', 'Jio World Convention Centre', 'convention', 19.0633, 72.8653],
  ['Mumbai', 'IN', 'Bombay Exhibition Centre, Goregaon', 'convention', 19.1565, 72.8531],

  ['Hyderabad', 'IN', 'HITEC City', 'techpark', 17.4435, 78.3772],
  ['Hyderabad', 'IN', 'Financial District, Gachibowli', 'techpark', 17.4156, 78.3414],
  ['Hyderabad', 'IN', 'Madhapur', 'business', 17.4483, 78.3915],
  ['Hyderabad', 'IN', 'Banjara Hills', 'business', 17.4156, 78.4347],
  ['Hyderabad', 'IN', 'Begumpet', 'business', 17.4447, 78.4664],
  ['Hyderabad', 'IN', 'Charminar', 'landmark', 17.3616, 78.4747],
  ['Hyderabad', 'IN', 'Hyderabad International Convention Centre', 'convention', 17.4703, 78.3717],

  ['Chennai', 'IN', 'Anna Salai', 'business', 13.0604, 80.2496],
  ['Chennai', 'IN', 'T. Nagar', 'business', 13.0418, 80.2341],
  ['Chennai', 'IN', 'Guindy', 'business', 13.0067, 80.2206],
  ['Chennai', 'IN', 'Tidel Park, OMR', 'techpark', 12.9894, 80.2483],
  ['Chennai', 'IN', 'Sholinganallur, OMR', 'techpark', 12.901, 80.2279],
  ['Chennai', 'IN', 'Marina Beach', 'landmark', 13.05, 80.2824],
  ['Chennai', 'IN', 'Chennai Trade Centre', 'convention', 13.0159, 80.1982],

  ['Kolkata', 'IN', 'Park Street', 'business', 22.5527, 88.3527],
  ['Kolkata', 'IN', 'BBD Bagh', 'business', 22.5697, 88.3493],
  ['Kolkata', 'IN', 'Salt Lake Sector V', 'techpark', 22.5726, 88.4312],
  ['Kolkata', 'IN', 'New Town', 'techpark', 22.5922, 88.4847],
  ['Kolkata', 'IN', 'Victoria Memorial', 'landmark', 22.5448, 88.3426],
  ['Kolkata', 'IN', 'Biswa Bangla Convention Centre', 'convention', 22.5801, 88.4627],

  ['Pune', 'IN', 'Hinjewadi', 'techpark', 18.5912, 73.7389],
  ['Pune', 'IN', 'Kharadi', 'techpark', 18.5515, 73.9348],
  ['Pune', 'IN', 'Magarpatta', 'techpark', 18.5158, 73.9272],
  ['Pune', 'IN', 'Koregaon Park', 'business', 18.5362, 73.8939],
  ['Pune', 'IN', 'Shivajinagar', 'business', 18.5308, 73.8475],
  ['Pune', 'IN', 'Shaniwar Wada', 'landmark', 18.5195, 73.8553],

  ['Singapore', 'SG', 'Raffles Place', 'business', 1.2840, 103.8514],
  ['Singapore', 'SG', 'Marina Bay', 'business', 1.2806, 103.8545],
  ['Singapore', 'SG', 'Orchard Road', 'landmark', 1.3048, 103.8318],
  ['Singapore', 'SG', 'Changi Business Park', 'techpark', 1.3343, 103.9629],
  ['Singapore', 'SG', 'one-north', 'techpark', 1.2995, 103.7876],
  ['Singapore', 'SG', 'Sentosa', 'landmark', 1.2494, 103.8303],
  ['Singapore', 'SG', 'Suntec Singapore Convention Centre', 'convention', 1.2936, 103.8575],

  ['Dubai', 'AE', 'Downtown Dubai', 'landmark', 25.1972, 55.2744],
  ['Dubai', 'AE', 'DIFC', 'business', 25.2116, 55.2797],
  ['Dubai', 'AE', 'Business Bay', 'business', 25.1857, 55.2644],
  ['Dubai', 'AE', 'Dubai Marina', 'landmark', 25.0805, 55.1403],
  ['Dubai', 'AE', 'Deira', 'business', 25.2697, 55.3095],
  ['Dubai', 'AE', 'Dubai Internet City', 'techpark', 25.0953, 55.1604],
  ['Dubai', 'AE', 'Dubai World Trade Centre', 'convention', 25.2252, 55.2866],

  ['London', 'GB', 'City of London', 'business', 51.5155, -0.0922],
  ['London', 'GB', 'Canary Wharf', 'business', 51.5054, -0.0235],
  ['London', 'GB', 'Westminster', 'landmark', 51.4995, -0.1248],
  ['London', 'GB', "King's Cross", 'business', 51.5308, -0.1238],
  ['London', 'GB', 'Paddington', 'business', 51.5154, -0.1755],
  ['London', 'GB', 'Tower of London', 'landmark', 51.5081, -0.0759],
  ['London', 'GB', 'ExCeL London', 'convention', 51.5085, 0.0295],
];
