export default function Page() {
  return <h1>suggested-mealplan</h1>;
}
