/** Limits of a review (SPEC §9 "Star rating 1 to 5"); no imports, so the browser's form can use them cheaply. */
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const REVIEW_TEXT_MAX = 2000;
