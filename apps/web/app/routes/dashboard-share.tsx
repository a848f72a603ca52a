export default function Page() {
  return <h1>dashboard-share</h1>;
}
