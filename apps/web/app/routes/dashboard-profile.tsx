export default function Page() {
  return <h1>dashboard-profile</h1>;
}
