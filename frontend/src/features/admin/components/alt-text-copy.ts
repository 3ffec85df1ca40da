// Wording for alt text in the post editor. FEATURED_ALT_MISSING is the server's own message
// (pipeline/admin_posts.py), so the editor reads the same words whichever side checks first.
export const FEATURED_ALT_MISSING = "Describe the featured image for people who can't see it, or tick Decorative."

export const altTextCopy = {
  label: 'Alt text',
  hint: "What the image shows, for people who can't see it: screen readers read it out, and it shows if the image doesn't load.",
  decorative: 'Decorative: it adds nothing the text doesn’t say, so it has no alt text',
  dialogTitle: 'Describe this image',
  missing: 'Write alt text, or tick Decorative.',
  insert: 'Add to post',
  save: 'Save alt text',
  cancel: 'Cancel',
  toolbarButton: 'Alt text',
} as const
