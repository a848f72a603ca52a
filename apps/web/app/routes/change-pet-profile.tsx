export default function Page() {
  return <h1>change-pet-profile</h1>;
}
