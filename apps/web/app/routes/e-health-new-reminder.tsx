export default function Page() {
  return <h1>e-health-new-reminder</h1>;
}
