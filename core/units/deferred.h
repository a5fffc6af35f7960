#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <utility>

namespace Headroom {

/** A value made when it is first read: `make` runs once, on the thread that reads first (the
 *  others wait for it), and every copy shares what it made. For what most readers never look at
 *  (an estimate's speed curve: the board's and the advisor's thousands of estimates are mostly
 *  never drawn); `make` owns what it reads. A default-constructed one reads as T(). */
template<class T>
class Deferred
{
public:
    Deferred() = default;
    explicit Deferred(T value)
        : m_state(std::make_shared<State>())
    {
        m_state->value = std::move(value);
    }
    explicit Deferred(std::function<T()> make)
        : m_state(std::make_shared<State>())
    {
        m_state->make = std::move(make);
    }

    const T &get() const
    {
        if (!m_state) {
            static const T none {};
            return none;
        }
        State &s = *m_state;
        std::call_once(s.once, [&s] {
            if (s.make)
                s.value = std::exchange(s.make, nullptr)();
        });
        return s.value;
    }

private:
    struct State
    {
        std::once_flag once;
        std::function<T()> make;
        T value {};
    };
    std::shared_ptr<State> m_state;
};

} // namespace Headroom
