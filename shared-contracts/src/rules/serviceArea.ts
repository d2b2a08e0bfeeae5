/**
 * Decision 023: is a booking's address in the served town (Marblehead, MA 01945)? The town, state
 * and ZIP fields are fixed on every screen, so an address from elsewhere only arrives typed into
 * the street line ('221 Main Street, Salem MA 01970'). The rule is by what the line names, not by
 * a list of streets: a street line holds a house number and a street, optionally a unit
 * ('Apt 2') and the served town itself; anything more names another place.
 */
import { SERVICE_AREA } from '../constants.js';
import { BOOKING_MESSAGES } from '../messages.js';

/** A ZIP code (ZIP+4 too) anywhere in a line; a line's first word is a house number, never a ZIP. */
const ZIP = /\b\d{5}(?:-\d{4})?\b/g;

/** Words that name the served place itself (or the country): allowed after the street. */
const SERVED_WORDS = /^(?:marblehead|ma|mass\.?|massachusetts|01945(?:-\d{4})?|usa|u\.s\.a\.|us|united|states|of|america)$/i;

/**
 * What may follow the street after a comma: an apartment, suite, floor ('2nd floor'), building,
 * a side of the house, or a bare unit number or letter ('2B', 'C').
 */
const UNIT =
  /^(?:#|\d+[a-z]?$|[a-z]$|\d+(?:st|nd|rd|th)\s+(?:fl|floor)\b|(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|building|lot|no|ph|penthouse|rear|front|upper|lower|basement|side|back|cottage|carriage house)\b)/i;

/**
 * The states' codes and names: a line that ends in one names a place. 'NE' (Nebraska) is left out
 * as it is also a street's direction ('12 Elm St NE').
 */
const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  ),
);
const STATE_NAMES =
  /\b(?:alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|massachusetts)$/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** A ZIP other than the served one, after the line's first word. */
function namesOtherZip(line: string): boolean {
  for (const match of line.matchAll(ZIP)) {
    if (match.index !== 0 && !match[0].startsWith(SERVICE_AREA.zip)) return true;
  }
  return false;
}

/**
 * The line ends in a state ('… Salem MA', '… Boston, New York'): the state must be Massachusetts
 * and the town before it Marblehead.
 */
function endsInOtherPlace(line: string): boolean {
  const bare = line
    .replace(/[.,]+$/, '')
    .replace(ZIP, ' ')
    .trim();
  const last = words(bare).at(-1) ?? '';
  const state = STATE_CODES.has(last) ? last : (STATE_NAMES.exec(bare)?.[0] ?? null);
  if (state === null) return false;
  if (!/^(?:ma|massachusetts)$/i.test(state)) return true;
  const before = words(bare.slice(0, bare.length - state.length).replace(/[,\s]+$/, '')).at(-1) ?? '';
  return !/^marblehead$/i.test(before);
}

/** A part after a comma that is neither a unit nor the served place ('Salem', 'Salem MA'). */
function hasForeignPart(line: string): boolean {
  return line
    .split(',')
    .slice(1)
    .map((part) => part.trim())
    .filter(Boolean)
    .some(
      (part) =>
        !UNIT.test(part) &&
        !words(part.replace(ZIP, (zip) => (zip.startsWith(SERVICE_AREA.zip) ? zip : ' '))).every((word) => SERVED_WORDS.test(word)),
    );
}

/** True when a typed street line names a place outside the served town. */
export function streetNamesOtherPlace(line: string): boolean {
  const text = line.trim().replace(/\s+/g, ' ');
  return namesOtherZip(text) || endsInOtherPlace(text) || hasForeignPart(text);
}

/**
 * Line 2 is free text for the unit or the way in ('Rear entrance, blue door'), so only a ZIP or
 * a trailing state and town there name another place.
 */
export function secondLineNamesOtherPlace(line: string): boolean {
  const text = line.trim().replace(/\s+/g, ' ');
  return namesOtherZip(text) || endsInOtherPlace(text);
}

const same = (value: string, fixed: string) => value.trim().toLowerCase() === fixed.toLowerCase();

export interface ServiceAreaAddress {
  address: string;
  addressLine2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface ServiceAreaProblem {
  /** The field to fix: property.address, property.addressLine2, or the town's fields. */
  field: string;
  message: string;
}

/** Why the address is outside the served town, or null when it is in it. */
export function serviceAreaProblem(property: ServiceAreaAddress): ServiceAreaProblem | null {
  const line2 = property.addressLine2?.trim() ?? '';
  const typed = [property.address.trim(), line2].filter(Boolean).join(', ');
  const problem = (field: string, shown: string) => ({ field, message: BOOKING_MESSAGES.outsideServiceArea(shown) });
  const town = `${property.city.trim()}, ${property.state.trim()} ${property.zip.trim()}`;
  if (!same(property.city, SERVICE_AREA.city)) return problem('property.city', town);
  if (!same(property.state, SERVICE_AREA.state)) return problem('property.state', town);
  if (!new RegExp(`^${SERVICE_AREA.zip}(?:-\\d{4})?$`).test(property.zip.trim())) return problem('property.zip', town);
  if (streetNamesOtherPlace(property.address)) return problem('property.address', typed);
  if (line2 && secondLineNamesOtherPlace(line2)) return problem('property.addressLine2', typed);
  return null;
}
