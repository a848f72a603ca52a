export default function Page() {
  return <h1>dashboard-extras</h1>;
}
