export default function Page() {
  return <h1>dashboard-subscription-settings</h1>;
}
