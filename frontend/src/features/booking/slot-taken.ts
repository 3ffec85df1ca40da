// The 409's words (the API's own, repeated for a 409 that came without them).
export const SLOT_TAKEN_MESSAGE = 'Sorry, that time has just been taken. Please choose another.'
