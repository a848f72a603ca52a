export default function Page() {
  return <h1>dashboard-thank-you</h1>;
}
