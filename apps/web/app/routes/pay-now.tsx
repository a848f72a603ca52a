export default function Page() {
  return <h1>pay-now</h1>;
}
