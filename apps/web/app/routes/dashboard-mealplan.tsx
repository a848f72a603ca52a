export default function Page() {
  return <h1>dashboard-mealplan</h1>;
}
