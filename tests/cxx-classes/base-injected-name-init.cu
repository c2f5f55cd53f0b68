// A member initializer names a base class by its injected-class-name, a member of the base:
// `facet(r)` in a class derived from `locale::facet` (libstdc++'s facets), in a class and in a
// class template.
// RUN: %circlec %s -o %t && %t
struct locale { class facet; };
class locale::facet { public: explicit facet(int r) : refs(r) {} int refs; };
template<class C> struct num_put : public locale::facet {
  num_put(int r = 0) : facet(r) {}
};
struct plain : public locale::facet {
  plain(int r) : facet(r) {}
};
int main() { num_put<char> n(3); plain p(4); return n.refs + p.refs == 7 ? 0 : 1; }
