export default function Page() {
  return <h1>pet-overview</h1>;
}
