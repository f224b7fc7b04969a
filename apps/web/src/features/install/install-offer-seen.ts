/** localStorage key set once the install offer has been shown: it is made once, whatever the answer. */
export const installOfferSeenKey = 'installOfferSeen';
