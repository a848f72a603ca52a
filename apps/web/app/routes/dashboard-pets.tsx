export default function Page() {
  return <h1>dashboard-pets</h1>;
}
