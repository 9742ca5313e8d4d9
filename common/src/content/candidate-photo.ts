/** Her card's picture: a portrait crop, the same ratio everywhere a card shows it (cards, vote page, share card). */
export const CANDIDATE_PHOTO = { width: 800, height: 1000 } as const;
export const CANDIDATE_PHOTO_RATIO = CANDIDATE_PHOTO.width / CANDIDATE_PHOTO.height;
