/** The copyright year from the visitor's clock, not the year the page was built. */
export function currentYear(root: ParentNode = document): void {
  const year = String(new Date().getFullYear());
  for (const element of root.querySelectorAll('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year;
  }
}
