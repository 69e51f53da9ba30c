/**
 * The DTOs of the long lists (the admin tables, a customer's bookings) rendered by Postgres as
 * JSON, field for field what mappers.ts makes of an entity: `SELECT json_agg(<dto>) …` comes
 * back as one value, so the BFF neither parses each row's columns, nor hydrates entities, nor
 * maps them. Measured on the scale data, a page of 20 chefs took 340 µs of the BFF's CPU as
 * rows (before TypeORM's own share) and 150 µs as JSON; bench:scale's admin lists lost a
 * third of their rate at scale to that per-row cost (docs/scale.md, "Rows as JSON").
 *
 * Each function is one DTO, as SQL over a table alias. `test/json-rows.spec.ts` checks every
 * field against the mapper over the demo data and generated edge rows (null fields, every
 * rating of up to 1,000 reviews, cents that end in 0 or 5), so the two cannot drift apart.
 */

/** `Date#toISOString()` of a timestamptz: UTC, milliseconds (truncated, as pg's Date is), "Z". */
export const isoTimestamp = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The characters `String#trim()` removes (ECMAScript's WhiteSpace and LineTerminator), as a
 * Unicode escape string: btrim alone removes spaces only.
 */
const JS_TRIMMED = `U&'${[
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007,
  0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]
  .map((c) => `\\${c.toString(16).padStart(4, '0')}`)
  .join('')}'`;

/** `String#trim()` of a text: the same characters off both ends (null stays null). */
export const jsTrim = (text: string): string => `btrim(${text}, ${JS_TRIMMED})`;

/** JavaScript's `cents / 100` as a JSON number: 85, 85.5, 0.05. */
export const centsNumber = (cents: string): string => `trim_scale((${cents})::numeric / 100)`;

/** centsToDecimalString of a non-negative amount: "85.00", "1234.05". */
const decimalString = (cents: string) => `((${cents}) / 100)::text || '.' || lpad(((${cents}) % 100)::text, 2, '0')`;

/**
 * formatRating of the average rating: JavaScript's Math.round(x * 10) / 10 in the same IEEE
 * doubles (float8), then one decimal; "5.0" while there are no reviews.
 */
export const ratingJson = (a: string): string =>
  `CASE WHEN ${a}.review_count > 0
        THEN to_char(floor((${a}.rating_total::float8 / ${a}.review_count) * 10 + 0.5) / 10, 'FM999990.0')
        ELSE '5.0' END`;

/** ChefDto (toChefDto with the row's own counters) of the chefs row `a`. */
export function chefJson(a: string): string {
  return `json_build_object(
    'id', ${a}.id, 'name', ${a}.name, 'bio', ${a}.bio, 'profileImage', ${a}.profile_image,
    'rating', ${ratingJson(a)}, 'cuisines', ${a}.cuisines,
    'pricePerPerson', ${decimalString(`${a}.price_per_person_cents`)},
    'location', ${a}.location, 'specialty', ${a}.specialty, 'experience', ${a}.experience,
    'yearsOfExperience', ${a}.years_of_experience, 'services', ${a}.services,
    'totalBookings', ${a}.total_bookings, 'portfolioImages', ${a}.portfolio_images,
    'videoUrl', ${a}.video_url, 'zipCodes', ${a}.zip_codes,
    'isApproved', ${a}.is_approved, 'isActive', ${a}.is_active)`;
}

/** RecipeDto (toRecipeDto) of the recipes row `a`. */
export function recipeJson(a: string): string {
  return `json_build_object(
    'id', ${a}.id, 'title', ${a}.title, 'slug', ${a}.slug, 'description', ${a}.description,
    'category', ${a}.category, 'difficulty', ${a}.difficulty, 'prepTime', ${a}.prep_time,
    'cookingTime', ${a}.cooking_time, 'servings', ${a}.servings,
    'ingredients', ${a}.ingredients, 'instructions', ${a}.instructions,
    'imageUrl', ${a}.image_url, 'nutritionInfo', ${a}.nutrition_info, 'isPublished', ${a}.is_published)`;
}

/**
 * BookingDto (toBookingDto) of the bookings row `a`; with `chefName`, the SQL of the chef's
 * name (as when toBookingDto gets the chef relation).
 */
export function bookingJson(a: string, chefName?: string): string {
  return `json_build_object(
    'id', ${a}.id, 'chefId', ${a}.chef_id, 'clientName', ${a}.client_name,
    'clientEmail', ${a}.client_email, 'clientPhone', ${a}.client_phone,
    'clientAddress', ${a}.client_address, 'status', ${a}.status,
    'paymentStatus', ${a}.payment_status, 'serviceType', ${a}.service_type,
    'eventDate', ${a}.event_date, 'eventTime', ${a}.event_time, 'guestCount', ${a}.guest_count,
    'totalAmount', ${centsNumber(`${a}.total_amount_cents`)},
    'specialRequests', ${a}.special_requests,
    'createdAt', ${isoTimestamp(`${a}.created_at`)}${chefName ? `, 'chefName', ${chefName}` : ''})`;
}

/** The JSON array of `dto` over the rows of `from`, in `order`; `[]` when there are none. */
export function jsonArray(dto: string, from: string, order: string): string {
  return `SELECT coalesce(json_agg(${dto} ORDER BY ${order}), '[]'::json) AS items FROM ${from}`;
}

/**
 * One keyset page of someone's bookings as a JSON array of BookingDto with the chef's name:
 * those whose `owner` column (customer_id or chef_id) is `ownerSql` (`$1`, or a subquery of
 * it), newest event first, at most `$2` of them; with `status`, only those in the status `$3`;
 * with `after`, only those past the cursor (event date, id), the next two parameters. The page
 * is one range of ix_bookings_customer or ix_bookings_chef (ix_bookings_chef_status with a
 * status); only its rows join their chef.
 */
export function bookingsNewestFirstJson(
  owner: 'customer_id' | 'chef_id',
  ownerSql: string,
  after: boolean,
  { status = false }: { status?: boolean } = {},
): string {
  const cursor = status ? 4 : 3;
  const inStatus = status ? ' AND b.status = $3' : '';
  const past = after ? ` AND (b.event_date, b.id) < ($${cursor}::date, $${cursor + 1}::int)` : '';
  return `SELECT coalesce(json_agg(${bookingJson('b', 'chef.name')} ORDER BY b.event_date DESC, b.id DESC), '[]'::json) AS items
    FROM (SELECT * FROM bookings b WHERE b.${owner} = ${ownerSql}${inStatus}${past}
           ORDER BY b.event_date DESC, b.id DESC LIMIT $2) b
    JOIN chefs chef ON chef.id = b.chef_id`;
}
