/*
 * Hotel cities answered by TG-GENERIC getnearesthotelcity (docs/product.md#records HotelCity), plain data:
 * about 70 of India's largest cities and the world's main business cities the demo companies fly
 * to. Coordinates are the cities' centres in decimal degrees (WGS 84).
 */

/** Country names by ISO 3166 alpha-2 code, for the cities and airports below. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AE: 'United Arab Emirates', AU: 'Australia', BD: 'Bangladesh', BR: 'Brazil', CA: 'Canada', CH: 'Switzerland',
  CN: 'China', DE: 'Germany', FR: 'France', GB: 'United Kingdom', HK: 'Hong Kong', ID: 'Indonesia', IN: 'India',
  JP: 'Japan', KE: 'Kenya', KR: 'South Korea', LK: 'Sri Lanka', MX: 'Mexico', MY: 'Malaysia', NL: 'Netherlands',
  NP: 'Nepal', QA: 'Qatar', SA: 'Saudi Arabia', SG: 'Singapore', TH: 'Thailand', TR: 'Türkiye', US: 'United States',
  ZA: 'South Africa',
};

/** [city, country code, lat, lon] */
type CityTuple = readonly [city: string, countryCode: string, lat: number, lon: number];

export const CITIES: readonly CityTuple[] = [
  // India, roughly by population.
  ['Mumbai', 'IN', 19.076, 72.8777], ['Delhi', 'IN', 28.6139, 77.209], ['Bengaluru', 'IN', 12.9716, 77.5946],
  ['Hyderabad', 'IN', 17.385, 78.4867], ['Ahmedabad', 'IN', 23.0225, 72.5714], ['Chennai', 'IN', 13.0827, 80.2707],
  ['Kolkata', 'IN', 22.5726, 88.3639], ['Surat', 'IN', 21.1702, 72.8311], ['Pune', 'IN', 18.5204, 73.8567],
  ['Jaipur', 'IN', 26.9124, 75.7873], ['Lucknow', 'IN', 26.8467, 80.9462], ['Kanpur', 'IN', 26.4499, 80.3319],
  ['Nagpur', 'IN', 21.1458, 79.0882], ['Indore', 'IN', 22.7196, 75.8577], ['Thane', 'IN', 19.2183, 72.9781],
  ['Bhopal', 'IN', 23.2599, 77.4126], ['Visakhapatnam', 'IN', 17.6868, 83.2185], ['Patna', 'IN', 25.5941, 85.1376],
  ['Vadodara', 'IN', 22.3072, 73.1812], ['Ghaziabad', 'IN', 28.6692, 77.4538], ['Ludhiana', 'IN', 30.901, 75.8573],
  ['Agra', 'IN', 27.1767, 78.0081], ['Nashik', 'IN', 19.9975, 73.7898], ['Faridabad', 'IN', 28.4089, 77.3178],
  ['Meerut', 'IN', 28.9845, 77.7064], ['Rajkot', 'IN', 22.3039, 70.8022], ['Varanasi', 'IN', 25.3176, 82.9739],
  ['Srinagar', 'IN', 34.0837, 74.7973], ['Chhatrapati Sambhajinagar', 'IN', 19.8762, 75.3433],
  ['Dhanbad', 'IN', 23.7957, 86.4304], ['Amritsar', 'IN', 31.634, 74.8723], ['Navi Mumbai', 'IN', 19.033, 73.0297],
  ['Prayagraj', 'IN', 25.4358, 81.8463], ['Ranchi', 'IN', 23.3441, 85.3096], ['Howrah', 'IN', 22.5958, 88.2636],
  ['Coimbatore', 'IN', 11.0168, 76.9558], ['Jabalpur', 'IN', 23.1815, 79.9864], ['Gwalior', 'IN', 26.2183, 78.1828],
  ['Vijayawada', 'IN', 16.5062, 80.648], ['Jodhpur', 'IN', 26.2389, 73.0243], ['Madurai', 'IN', 9.9252, 78.1198],
  ['Raipur', 'IN', 21.2514, 81.6296], ['Kota', 'IN', 25.2138, 75.8648], ['Guwahati', 'IN', 26.1445, 91.7362],
  ['Chandigarh', 'IN', 30.7333, 76.7794], ['Thiruvananthapuram', 'IN', 8.5241, 76.9366], ['Solapur', 'IN', 17.6599, 75.9064],
  ['Hubballi', 'IN', 15.3647, 75.124], ['Tiruchirappalli', 'IN', 10.7905, 78.7047], ['Bareilly', 'IN', 28.367, 79.4304],
  ['Mysuru', 'IN', 12.2958, 76.6394], ['Tiruppur', 'IN', 11.1085, 77.3411], ['Gurugram', 'IN', 28.4595, 77.0266],
  ['Aligarh', 'IN', 27.8974, 78.088], ['Jalandhar', 'IN', 31.326, 75.5762], ['Bhubaneswar', 'IN', 20.2961, 85.8245],
  ['Salem', 'IN', 11.6643, 78.146], ['Warangal', 'IN', 17.9689, 79.5941], ['Kochi', 'IN', 9.9312, 76.2673],
  ['Noida', 'IN', 28.5355, 77.391], ['Dehradun', 'IN', 30.3165, 78.0322], ['Mangaluru', 'IN', 12.9141, 74.856],
  ['Panaji', 'IN', 15.4909, 73.8278], ['Kozhikode', 'IN', 11.2588, 75.7804], ['Udaipur', 'IN', 24.5854, 73.7125],
  ['Jammu', 'IN', 32.7266, 74.857], ['Shimla', 'IN', 31.1048, 77.1734], ['Imphal', 'IN', 24.817, 93.9368],
  ['Bhavnagar', 'IN', 21.7645, 72.1519], ['Puducherry', 'IN', 11.9416, 79.8083],
  // World business cities.
  ['Singapore', 'SG', 1.3521, 103.8198], ['London', 'GB', 51.5074, -0.1278], ['Manchester', 'GB', 53.4808, -2.2426],
  ['Edinburgh', 'GB', 55.9533, -3.1883], ['Dubai', 'AE', 25.2048, 55.2708], ['Abu Dhabi', 'AE', 24.4539, 54.3773],
  ['Sharjah', 'AE', 25.3463, 55.4209], ['New York', 'US', 40.7128, -74.006], ['San Francisco', 'US', 37.7749, -122.4194],
  ['Chicago', 'US', 41.8781, -87.6298], ['Los Angeles', 'US', 34.0522, -118.2437], ['Boston', 'US', 42.3601, -71.0589],
  ['Washington', 'US', 38.9072, -77.0369], ['Seattle', 'US', 47.6062, -122.3321], ['Dallas', 'US', 32.7767, -96.797],
  ['Atlanta', 'US', 33.749, -84.388], ['Houston', 'US', 29.7604, -95.3698], ['Toronto', 'CA', 43.6532, -79.3832],
  ['Paris', 'FR', 48.8566, 2.3522], ['Frankfurt', 'DE', 50.1109, 8.6821], ['Munich', 'DE', 48.1351, 11.582],
  ['Amsterdam', 'NL', 52.3676, 4.9041], ['Zurich', 'CH', 47.3769, 8.5417], ['Hong Kong', 'HK', 22.3193, 114.1694],
  ['Tokyo', 'JP', 35.6762, 139.6503], ['Shanghai', 'CN', 31.2304, 121.4737], ['Beijing', 'CN', 39.9042, 116.4074],
  ['Seoul', 'KR', 37.5665, 126.978], ['Sydney', 'AU', -33.8688, 151.2093], ['Melbourne', 'AU', -37.8136, 144.9631],
  ['Bangkok', 'TH', 13.7563, 100.5018], ['Kuala Lumpur', 'MY', 3.139, 101.6869], ['Jakarta', 'ID', -6.2088, 106.8456],
  ['Doha', 'QA', 25.2854, 51.531], ['Riyadh', 'SA', 24.7136, 46.6753], ['Johannesburg', 'ZA', -26.2041, 28.0473],
  ['Nairobi', 'KE', -1.2921, 36.8219], ['São Paulo', 'BR', -23.5505, -46.6333], ['Mexico City', 'MX', 19.4326, -99.1332],
  ['Colombo', 'LK', 6.9271, 79.8612], ['Dhaka', 'BD', 23.8103, 90.4125], ['Kathmandu', 'NP', 27.7172, 85.324],
  ['Istanbul', 'TR', 41.0082, 28.9784],
];
