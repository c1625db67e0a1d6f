// docs/i18n.md#namespaces: the listing pages' texts. Empty until their pages move their strings here.
export default {};
