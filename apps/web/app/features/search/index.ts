// What other parts of the shop may use of the search.
export { SearchButton } from './search-button.tsx';
