sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1693.28 qps: 10173.67 (r/w/o: 0.00/6779.12/3394.55) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1909.67 qps: 11467.04 (r/w/o: 0.00/7649.70/3817.35) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 2031.38 qps: 12205.28 (r/w/o: 0.00/8140.52/4064.76) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1941.29 qps: 11643.75 (r/w/o: 0.00/7761.16/3882.58) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1824.69 qps: 10944.14 (r/w/o: 0.00/7294.76/3649.38) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1855.91 qps: 11137.43 (r/w/o: 0.00/7425.62/3711.81) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1789.43 qps: 10729.57 (r/w/o: 0.00/7150.71/3578.86) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1736.03 qps: 10429.20 (r/w/o: 0.00/6957.13/3472.07) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1805.30 qps: 10812.79 (r/w/o: 0.00/7203.20/3609.60) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1549.00 qps: 9309.03 (r/w/o: 0.00/6210.02/3099.01) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1695.67 qps: 10175.04 (r/w/o: 0.00/6783.70/3391.35) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1758.66 qps: 10552.95 (r/w/o: 0.00/7035.64/3517.32) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1782.18 qps: 10692.06 (r/w/o: 0.00/7127.71/3564.35) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1797.86 qps: 10778.13 (r/w/o: 0.00/7182.42/3595.71) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1780.92 qps: 10677.53 (r/w/o: 0.00/7116.69/3560.84) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1826.13 qps: 10966.79 (r/w/o: 0.00/7313.53/3653.26) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1832.20 qps: 10991.21 (r/w/o: 0.00/7327.80/3663.40) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1846.49 qps: 11083.96 (r/w/o: 0.00/7389.97/3693.99) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1730.53 qps: 10388.19 (r/w/o: 0.00/6927.12/3461.07) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1740.63 qps: 10421.76 (r/w/o: 0.00/6943.50/3478.26) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1635.62 qps: 9834.70 (r/w/o: 0.00/6560.46/3274.24) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1669.49 qps: 9998.94 (r/w/o: 0.00/6660.95/3337.99) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1768.35 qps: 10617.08 (r/w/o: 0.00/7079.39/3537.69) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1858.05 qps: 11146.28 (r/w/o: 0.00/7430.19/3716.09) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1759.75 qps: 10564.51 (r/w/o: 0.00/7046.01/3518.50) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1661.07 qps: 9975.43 (r/w/o: 0.00/6652.29/3323.14) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1532.20 qps: 9190.20 (r/w/o: 0.00/6125.80/3064.40) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1673.13 qps: 10042.78 (r/w/o: 0.00/6696.52/3346.26) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1942.88 qps: 11636.30 (r/w/o: 0.00/7750.54/3885.77) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1936.61 qps: 11632.66 (r/w/o: 0.00/7759.44/3873.22) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1578.73 qps: 9473.35 (r/w/o: 0.00/6316.90/3156.45) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1758.23 qps: 10545.35 (r/w/o: 0.00/7028.90/3516.45) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1879.92 qps: 11278.52 (r/w/o: 0.00/7518.68/3759.84) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1786.74 qps: 10720.45 (r/w/o: 0.00/7145.97/3574.48) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1856.02 qps: 11141.13 (r/w/o: 0.00/7429.09/3712.04) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1586.68 qps: 9524.07 (r/w/o: 0.00/6350.71/3173.36) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1330.78 qps: 7982.70 (r/w/o: 0.00/5322.13/2660.57) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1217.73 qps: 7300.40 (r/w/o: 0.00/4863.93/2436.47) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1909.93 qps: 11468.56 (r/w/o: 0.00/7648.71/3819.85) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1848.43 qps: 11087.60 (r/w/o: 0.00/7391.74/3695.87) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1837.23 qps: 11023.38 (r/w/o: 0.00/7347.92/3675.46) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1857.67 qps: 11144.01 (r/w/o: 0.00/7429.67/3714.34) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 2087.78 qps: 12520.66 (r/w/o: 0.00/8345.11/4175.55) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1975.25 qps: 11855.48 (r/w/o: 0.00/7904.99/3950.49) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1915.94 qps: 11487.64 (r/w/o: 0.00/7655.76/3831.88) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           319204
        other:                           159602
        total:                           478806
    transactions:                        79801  (1773.13 per sec.)
    queries:                             478806 (10638.77 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0053s
    total number of events:              79801

Latency (ms):
         min:                                    0.72
         avg:                                    4.51
         max:                                   61.70
         95th percentile:                       10.65
         sum:                               359715.88

Threads fairness:
    events (avg/stddev):           9975.1250/20.68
    execution time (avg/stddev):   44.9645/0.00

