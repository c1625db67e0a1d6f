// docs/i18n.md#namespaces: the bundle pages' texts. Empty until their pages move their strings here.
export default {};
